import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two outputs: typed resolvers for the gateway, typed documents for the web client.
const config: CodegenConfig = {
  schema: 'schema/**/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../graphql/context.js#GatewayContext',
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string' },
        mappers: {
          Site: '../graphql/modules/site/site-models.js#SiteModel',
          FeatureSwitches: '../graphql/modules/site/site-models.js#FeatureSwitchesModel',
          Notice: '../graphql/modules/notices/notice-models.js#NoticeModel',
          Viewer: '../graphql/modules/account/account-models.js#ViewerModel',
          Member: '../graphql/modules/account/account-models.js#MemberModel',
          Wallet: '../graphql/modules/account/account-models.js#WalletModel',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Decimal: 'string', DateTime: 'string' },
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
      },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
