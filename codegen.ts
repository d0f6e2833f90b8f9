import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, three outputs: the schema's types for gateway services (a leaf that imports only the upload file
// type, so services can use the public enums without depending on the resolver types), typed resolvers, and the web's documents.
// Uploads arrive in the gateway as files already read and judged by their bytes (gateway/src/http/uploads/, the file type in graphql/values/uploaded-file.ts).
const GATEWAY_SCALARS = {
  Decimal: 'string',
  DateTime: 'string',
  Money: 'string',
  Upload: '../graphql/values/uploaded-file.js#UploadedFile',
};

const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/schema-types.ts': {
      plugins: ['typescript'],
      config: {
        useTypeImports: true,
        enumsAsConst: true,
        namingConvention: { enumValues: 'keep' },
        scalars: GATEWAY_SCALARS,
      },
    },
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../graphql/context.js#GatewayContext',
        enumsAsTypes: true,
        scalars: GATEWAY_SCALARS,
        mappers: {
          Site: '../graphql/modules/site/site-models.js#SiteModel',
          FeatureSwitches: '../graphql/modules/site/site-models.js#FeatureSwitchesModel',
          Notice: '../graphql/modules/notices/notice-models.js#NoticeModel',
          Viewer: '../graphql/modules/account/account-models.js#ViewerModel',
          Member: '../graphql/modules/account/account-models.js#MemberModel',
          Wallet: '../graphql/modules/account/account-models.js#WalletModel',
          GameLane: '../graphql/modules/lobby/lobby-models.js#GameLaneModel',
          Vendor: '../graphql/modules/lobby/lobby-models.js#VendorModel',
          Game: '../graphql/modules/lobby/lobby-models.js#GameModel',
          Winner: '../graphql/modules/lobby/lobby-models.js#WinnerModel',
          PvpRoom: '../graphql/modules/lobby/vendor-rooms.js#PvpRoomModel',
          LaunchGamePayload: '../graphql/modules/lobby/lobby-models.js#LaunchPayloadModel',
          FavouriteGamePayload: '../graphql/modules/lobby/lobby-models.js#FavouritePayloadModel',
          LotteryMenu: '../graphql/modules/lottery/lottery-models.js#LotteryMenuModel',
          LotteryGame: '../graphql/modules/lottery/lottery-models.js#LotteryGameModel',
          LotteryResult: '../graphql/modules/lottery/lottery-models.js#LotteryResultModel',
          Banner: '../graphql/modules/notices/notice-models.js#BannerModel',
          HelpTopic: '../graphql/modules/content/content-models.js#HelpTopicModel',
          Jackpot: '../graphql/modules/site/site-models.js#JackpotModel',
          CustomerServiceChannel: '../graphql/modules/site/site-models.js#CustomerServiceModel',
          Promotion: '../graphql/modules/promotions/promotion-models.js#PromotionModel',
          RaffleClaim: '../graphql/modules/promotions/membership-models.js#RaffleClaimModel',
          PromotionApplication: '../graphql/modules/promotions/membership-models.js#PromotionApplicationModel',
          PointsAccount: '../graphql/modules/points/points-models.js#PointsAccountModel',
          Referral: '../graphql/modules/referral/referral-models.js#ReferralModel',
          AgentCentre: '../graphql/modules/agency/agency-models.js#AgentCentreModel',
          ViewerContracts: '../graphql/modules/contracts/contract-models.js#ViewerContractsModel',
        },
      },
    },
    // The schema's enums as values, for tables the web keys by a vocabulary no document selects (error codes).
    'web/src/gql/schema-enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true, namingConvention: { enumValues: 'keep' } },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      // persisted-documents.json: sha256 → document, loaded by the gateway; each document carries its hash
      // (`__meta__.hash`), which the web sends instead of the text.
      presetConfig: { fragmentMasking: false, persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string', Money: 'string', Upload: 'File' },
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
