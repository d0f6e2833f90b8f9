/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n  }\n": typeof types.AppShell_QueryFragmentDoc,
    "\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": typeof types.SiteGate_QueryFragmentDoc,
    "\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": typeof types.SiteStatusProbeDocument,
    "\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n": typeof types.SiteStatusView_SiteFragmentDoc,
    "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n": typeof types.IdentityOverlays_SiteFragmentDoc,
    "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": typeof types.UseRequireLogin_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": typeof types.LoginRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": typeof types.NotFoundRouteDocument,
    "\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendor: String\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $favourites: Boolean!\n    $recent: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    ...AppShell_query\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    ...CategoryLobby_query\n    ...GameActions_query\n    games(\n      category: $category\n      vendor: $vendor\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      edges {\n        cursor\n        node {\n          id\n          ...GameTile_game\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.CategoryRouteDocument,
    "\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    ...AppShell_query\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n": typeof types.LotteryRouteDocument,
    "\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.VendorLaunchRouteDocument,
    "\n  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...AccountRecordsPage_viewer\n    }\n  }\n": typeof types.AccountRecordsRouteDocument,
    "\n  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BetRecordsPage_viewer\n    }\n  }\n": typeof types.BetRecordsRouteDocument,
    "\n  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BonusRecordsPage_viewer\n    }\n  }\n": typeof types.BonusRecordsRouteDocument,
    "\n  query MemberComingSoonRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n": typeof types.MemberComingSoonRouteDocument,
    "\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n": typeof types.DepositRouteDocument,
    "\n  fragment MemberCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": typeof types.MemberCentreRoute_QueryFragmentDoc,
    "\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n": typeof types.MemberMenuRouteDocument,
    "\n  query PlayerRankRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...PlayerRankPage_viewer\n    }\n  }\n": typeof types.PlayerRankRouteDocument,
    "\n  query ProfitRoute($period: ProfitPeriod!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ProfitPage_viewer\n    }\n  }\n": typeof types.ProfitRouteDocument,
    "\n  query SecurityCenterRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...SecurityCenterPage_viewer\n    }\n  }\n": typeof types.SecurityCenterRouteDocument,
    "\n  query TransferFundRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferFundPage_viewer\n    }\n  }\n": typeof types.TransferFundRouteDocument,
    "\n  query TransferUplineRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferUplinePage_viewer\n    }\n  }\n": typeof types.TransferUplineRouteDocument,
    "\n  query WithdrawRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...WithdrawPage_viewer\n    }\n  }\n": typeof types.WithdrawRouteDocument,
    "\n  query DownloadRoute {\n    ...AppShell_query\n    banners(group: DOWNLOAD) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...AppDownloadPanel_site\n    }\n  }\n": typeof types.DownloadRouteDocument,
    "\n  query HelpRoute {\n    ...AppShell_query\n    banners(group: HELP) {\n      id\n      ...BannerCarousel_banner\n    }\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": typeof types.HelpRouteDocument,
    "\n  query HelpWithoutHeaderRoute {\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": typeof types.HelpWithoutHeaderRouteDocument,
    "\n  query JoinRoute {\n    ...AppShell_query\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": typeof types.JoinRouteDocument,
    "\n  query NoticePageRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      ...NoticeBrowser_connection\n    }\n  }\n": typeof types.NoticePageRouteDocument,
    "\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n": typeof types.PromotionDetailRouteDocument,
    "\n  query PromotionsRoute($type: PromotionType) {\n    ...AppShell_query\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n": typeof types.PromotionsRouteDocument,
    "\n  query HeaderBalance {\n    viewer {\n      wallet {\n        id\n        sumBalance\n        currency\n      }\n    }\n  }\n": typeof types.HeaderBalanceDocument,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n": typeof types.HeaderAccount_ViewerFragmentDoc,
    "\n  fragment GameTile_game on Game {\n    id\n    name\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n    isFavourite\n  }\n": typeof types.GameTile_GameFragmentDoc,
    "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": typeof types.ChangePasswordModal_SiteFragmentDoc,
    "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": typeof types.ForgotPasswordModal_SiteFragmentDoc,
    "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      countryCodePicker\n      google\n      facebook\n      freePlay\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n": typeof types.LoginForm_SiteFragmentDoc,
    "\n  fragment RegisterModal_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": typeof types.RegisterModal_SiteFragmentDoc,
    "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": typeof types.AuthSession_QueryFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.LoginWithProviderDocument,
    "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.LoginWithSmsDocument,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.RequestCaptchaDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestSmsCodeDocument,
    "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ResetPasswordByPhoneDocument,
    "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.StartFreePlayDocument,
    "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      patternId\n      retryAfterSeconds\n      digits\n    }\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n": typeof types.AffiliateCodeCheckDocument,
    "\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      label\n      url\n    }\n  }\n": typeof types.AppDownloadPanel_SiteFragmentDoc,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    link\n  }\n": typeof types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment HelpCentre_topic on HelpTopic {\n    id\n    title\n    tag\n    content\n    children {\n      id\n      title\n      tag\n      content\n      children {\n        id\n        title\n        tag\n        content\n      }\n    }\n  }\n": typeof types.HelpCentre_TopicFragmentDoc,
    "\n  fragment HelpTopicLinks_topic on HelpTopic {\n    id\n    title\n  }\n": typeof types.HelpTopicLinks_TopicFragmentDoc,
    "\n  fragment JackpotTicker_site on Site {\n    jackpot {\n      currencySymbol\n      baseValue\n      growthPerSecond\n      startedAt\n    }\n  }\n": typeof types.JackpotTicker_SiteFragmentDoc,
    "\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n": typeof types.SiteFooter_QueryFragmentDoc,
    "\n  fragment VendorLogoCarousel_vendor on Vendor {\n    id\n    name\n    iconUrl\n  }\n": typeof types.VendorLogoCarousel_VendorFragmentDoc,
    "\n  query CustomerServiceChat {\n    site {\n      customerService {\n        kind\n        url\n      }\n    }\n  }\n": typeof types.CustomerServiceChatDocument,
    "\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n": typeof types.CategoryLobby_QueryFragmentDoc,
    "\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n": typeof types.GameActions_QueryFragmentDoc,
    "\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n": typeof types.HomeLobby_QueryFragmentDoc,
    "\n  fragment WinnersList_query on Query {\n    winners {\n      player\n      gameName\n      amount\n    }\n  }\n": typeof types.WinnersList_QueryFragmentDoc,
    "\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.AddFavouriteGameDocument,
    "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LaunchGameDocument,
    "\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.RemoveFavouriteGameDocument,
    "\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n  }\n": typeof types.LotteryLobby_ViewerFragmentDoc,
    "\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule\n    }\n  }\n": typeof types.LotteryMenuSection_MenuFragmentDoc,
    "\n  fragment LotteryResults_result on LotteryResult {\n    gameCode\n    gameName\n    drawNumber\n    numbers\n    drawnAt\n  }\n": typeof types.LotteryResults_ResultFragmentDoc,
    "\n  fragment RecentLotteryGames_viewer on Viewer {\n    recentLotteryGames {\n      gameCode\n      name\n      prizeMode\n    }\n  }\n": typeof types.RecentLotteryGames_ViewerFragmentDoc,
    "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      url\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LaunchLotteryDocument,
    "\n  fragment MoneyUserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n": typeof types.MoneyUserErrorFieldsFragmentDoc,
    "\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        id\n        bankName\n        accountNumber\n        holderName\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.BindReceivingAccountDocument,
    "\n  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {\n    confirmWithdrawal(input: $input) {\n      confirmation {\n        id\n        status\n        receivedAmount\n        remainingAmount\n        confirmedAt\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ConfirmWithdrawalDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      deposit {\n        id\n        ...DepositOrderPanel_order\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CreateDepositDocument,
    "\n  mutation SetAvatar($input: SetAvatarInput!) {\n    setAvatar(input: $input) {\n      member {\n        id\n        avatarUrl\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SetAvatarDocument,
    "\n  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {\n    setWithdrawPassword(input: $input) {\n      withdrawalRules {\n        hasWithdrawPassword\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SetWithdrawPasswordDocument,
    "\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TransferAllToMainDocument,
    "\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TransferBetweenWalletsDocument,
    "\n  mutation TransferToUpline($input: TransferToUplineInput!) {\n    transferToUpline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TransferToUplineDocument,
    "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      withdrawal {\n        id\n        orderNo\n        amount\n        status\n      }\n      wallet {\n        id\n        heldAmount\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.WithdrawDocument,
    "\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n": typeof types.DepositOrderPanel_OrderFragmentDoc,
    "\n  query DepositOrderStatus($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DepositOrder {\n        status\n        ...DepositOrderPanel_order\n      }\n    }\n  }\n": typeof types.DepositOrderStatusDocument,
    "\n  fragment DepositPage_viewer on Viewer {\n    depositChannels {\n      id\n      kind\n      provider\n      name\n      minAmount\n      maxAmount\n      presetAmounts\n      feeRate\n      tutorial\n      bankAccounts {\n        id\n        bankName\n        accountNumber\n        holderName\n        branch\n      }\n      telcos {\n        code\n        name\n        faceValues\n      }\n    }\n  }\n": typeof types.DepositPage_ViewerFragmentDoc,
    "\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n": typeof types.AccountRecordsPage_ViewerFragmentDoc,
    "\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totals {\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n": typeof types.BetRecordsPage_ViewerFragmentDoc,
    "\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalAmount\n    }\n  }\n": typeof types.BonusRecordsPage_ViewerFragmentDoc,
    "\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n": typeof types.ProfitPage_ViewerFragmentDoc,
    "\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n      boundAt\n    }\n  }\n": typeof types.SecurityCenterPage_ViewerFragmentDoc,
    "\n  fragment PlayerRankPage_viewer on Viewer {\n    vip {\n      level\n      levelName\n      depositTotal\n      turnoverTotal\n      depositToNext\n      turnoverToNext\n      depositProgress\n      turnoverProgress\n      nextLevel {\n        level\n        name\n      }\n      levels {\n        level\n        name\n        depositRequired\n        turnoverRequired\n        upgradeBonus\n        monthlyBonus\n        rebateRate\n        dailyWithdrawCount\n        dailyWithdrawAmount\n        maxWithdrawAmount\n      }\n    }\n  }\n": typeof types.PlayerRankPage_ViewerFragmentDoc,
    "\n  fragment TransferFundPage_viewer on Viewer {\n    wallet {\n      id\n      sumBalance\n      mode\n      mainWalletId\n      mainBalance\n      heldAmount\n      vendorWallets {\n        walletId\n        name\n        balance\n      }\n    }\n  }\n": typeof types.TransferFundPage_ViewerFragmentDoc,
    "\n  fragment TransferUplinePage_viewer on Viewer {\n    member {\n      id\n      hasUpline\n    }\n    wallet {\n      id\n      mainBalance\n    }\n  }\n": typeof types.TransferUplinePage_ViewerFragmentDoc,
    "\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n": typeof types.WithdrawPage_ViewerFragmentDoc,
    "\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n": typeof types.WithdrawalConfirmations_ViewerFragmentDoc,
    "\n  fragment BottomNav_query on Query {\n    gameLanes {\n      category\n      vendors {\n        id\n        ...CategoryMenu_vendor\n      }\n    }\n  }\n": typeof types.BottomNav_QueryFragmentDoc,
    "\n  fragment CategoryMenu_vendor on Vendor {\n    id\n    code\n    name\n    isHot\n    page\n  }\n": typeof types.CategoryMenu_VendorFragmentDoc,
    "\n  fragment SideMenu_query on Query {\n    site {\n      features {\n        referral\n      }\n      socialLinks {\n        network\n        url\n      }\n      customerService {\n        kind\n      }\n    }\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": typeof types.SideMenu_QueryFragmentDoc,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": typeof types.AnnouncementMarquee_NoticesFragmentDoc,
    "\n  fragment NoticeBrowser_connection on NoticeConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...NoticeListItem_notice\n        ...NoticeDetail_notice\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": typeof types.NoticeBrowser_ConnectionFragmentDoc,
    "\n  query NoticeBrowser($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      ...NoticeBrowser_connection @unmask\n    }\n  }\n": typeof types.NoticeBrowserDocument,
    "\n  fragment NoticeDetail_notice on Notice {\n    id\n    title\n    content\n    startsAt\n  }\n": typeof types.NoticeDetail_NoticeFragmentDoc,
    "\n  fragment NoticeListItem_notice on Notice {\n    id\n    title\n    startsAt\n  }\n": typeof types.NoticeListItem_NoticeFragmentDoc,
    "\n  fragment PopupNotices_notice on Notice {\n    id\n    title\n    content\n  }\n": typeof types.PopupNotices_NoticeFragmentDoc,
    "\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n": typeof types.PromotionCard_PromotionFragmentDoc,
    "\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n": typeof types.PromotionDetail_PromotionFragmentDoc,
};
const documents: Documents = {
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n  }\n": types.AppShell_QueryFragmentDoc,
    "\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": types.SiteGate_QueryFragmentDoc,
    "\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": types.SiteStatusProbeDocument,
    "\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n": types.SiteStatusView_SiteFragmentDoc,
    "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n": types.IdentityOverlays_SiteFragmentDoc,
    "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": types.UseRequireLogin_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n": types.HomeRouteDocument,
    "\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": types.LoginRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": types.NotFoundRouteDocument,
    "\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendor: String\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $favourites: Boolean!\n    $recent: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    ...AppShell_query\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    ...CategoryLobby_query\n    ...GameActions_query\n    games(\n      category: $category\n      vendor: $vendor\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      edges {\n        cursor\n        node {\n          id\n          ...GameTile_game\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.CategoryRouteDocument,
    "\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    ...AppShell_query\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n": types.LotteryRouteDocument,
    "\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.VendorLaunchRouteDocument,
    "\n  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...AccountRecordsPage_viewer\n    }\n  }\n": types.AccountRecordsRouteDocument,
    "\n  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BetRecordsPage_viewer\n    }\n  }\n": types.BetRecordsRouteDocument,
    "\n  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BonusRecordsPage_viewer\n    }\n  }\n": types.BonusRecordsRouteDocument,
    "\n  query MemberComingSoonRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n": types.MemberComingSoonRouteDocument,
    "\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n": types.DepositRouteDocument,
    "\n  fragment MemberCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": types.MemberCentreRoute_QueryFragmentDoc,
    "\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n": types.MemberMenuRouteDocument,
    "\n  query PlayerRankRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...PlayerRankPage_viewer\n    }\n  }\n": types.PlayerRankRouteDocument,
    "\n  query ProfitRoute($period: ProfitPeriod!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ProfitPage_viewer\n    }\n  }\n": types.ProfitRouteDocument,
    "\n  query SecurityCenterRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...SecurityCenterPage_viewer\n    }\n  }\n": types.SecurityCenterRouteDocument,
    "\n  query TransferFundRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferFundPage_viewer\n    }\n  }\n": types.TransferFundRouteDocument,
    "\n  query TransferUplineRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferUplinePage_viewer\n    }\n  }\n": types.TransferUplineRouteDocument,
    "\n  query WithdrawRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...WithdrawPage_viewer\n    }\n  }\n": types.WithdrawRouteDocument,
    "\n  query DownloadRoute {\n    ...AppShell_query\n    banners(group: DOWNLOAD) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...AppDownloadPanel_site\n    }\n  }\n": types.DownloadRouteDocument,
    "\n  query HelpRoute {\n    ...AppShell_query\n    banners(group: HELP) {\n      id\n      ...BannerCarousel_banner\n    }\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": types.HelpRouteDocument,
    "\n  query HelpWithoutHeaderRoute {\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": types.HelpWithoutHeaderRouteDocument,
    "\n  query JoinRoute {\n    ...AppShell_query\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": types.JoinRouteDocument,
    "\n  query NoticePageRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      ...NoticeBrowser_connection\n    }\n  }\n": types.NoticePageRouteDocument,
    "\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n": types.PromotionDetailRouteDocument,
    "\n  query PromotionsRoute($type: PromotionType) {\n    ...AppShell_query\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n": types.PromotionsRouteDocument,
    "\n  query HeaderBalance {\n    viewer {\n      wallet {\n        id\n        sumBalance\n        currency\n      }\n    }\n  }\n": types.HeaderBalanceDocument,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n": types.HeaderAccount_ViewerFragmentDoc,
    "\n  fragment GameTile_game on Game {\n    id\n    name\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n    isFavourite\n  }\n": types.GameTile_GameFragmentDoc,
    "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": types.ChangePasswordModal_SiteFragmentDoc,
    "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": types.ForgotPasswordModal_SiteFragmentDoc,
    "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      countryCodePicker\n      google\n      facebook\n      freePlay\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n": types.LoginForm_SiteFragmentDoc,
    "\n  fragment RegisterModal_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": types.RegisterModal_SiteFragmentDoc,
    "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": types.AuthSession_QueryFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.LoginWithProviderDocument,
    "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.LoginWithSmsDocument,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.RequestCaptchaDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestSmsCodeDocument,
    "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ResetPasswordByPhoneDocument,
    "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.StartFreePlayDocument,
    "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      patternId\n      retryAfterSeconds\n      digits\n    }\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n": types.AffiliateCodeCheckDocument,
    "\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      label\n      url\n    }\n  }\n": types.AppDownloadPanel_SiteFragmentDoc,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    link\n  }\n": types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment HelpCentre_topic on HelpTopic {\n    id\n    title\n    tag\n    content\n    children {\n      id\n      title\n      tag\n      content\n      children {\n        id\n        title\n        tag\n        content\n      }\n    }\n  }\n": types.HelpCentre_TopicFragmentDoc,
    "\n  fragment HelpTopicLinks_topic on HelpTopic {\n    id\n    title\n  }\n": types.HelpTopicLinks_TopicFragmentDoc,
    "\n  fragment JackpotTicker_site on Site {\n    jackpot {\n      currencySymbol\n      baseValue\n      growthPerSecond\n      startedAt\n    }\n  }\n": types.JackpotTicker_SiteFragmentDoc,
    "\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n": types.SiteFooter_QueryFragmentDoc,
    "\n  fragment VendorLogoCarousel_vendor on Vendor {\n    id\n    name\n    iconUrl\n  }\n": types.VendorLogoCarousel_VendorFragmentDoc,
    "\n  query CustomerServiceChat {\n    site {\n      customerService {\n        kind\n        url\n      }\n    }\n  }\n": types.CustomerServiceChatDocument,
    "\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n": types.CategoryLobby_QueryFragmentDoc,
    "\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n": types.GameActions_QueryFragmentDoc,
    "\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n": types.HomeLobby_QueryFragmentDoc,
    "\n  fragment WinnersList_query on Query {\n    winners {\n      player\n      gameName\n      amount\n    }\n  }\n": types.WinnersList_QueryFragmentDoc,
    "\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.AddFavouriteGameDocument,
    "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LaunchGameDocument,
    "\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.RemoveFavouriteGameDocument,
    "\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n  }\n": types.LotteryLobby_ViewerFragmentDoc,
    "\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule\n    }\n  }\n": types.LotteryMenuSection_MenuFragmentDoc,
    "\n  fragment LotteryResults_result on LotteryResult {\n    gameCode\n    gameName\n    drawNumber\n    numbers\n    drawnAt\n  }\n": types.LotteryResults_ResultFragmentDoc,
    "\n  fragment RecentLotteryGames_viewer on Viewer {\n    recentLotteryGames {\n      gameCode\n      name\n      prizeMode\n    }\n  }\n": types.RecentLotteryGames_ViewerFragmentDoc,
    "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      url\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LaunchLotteryDocument,
    "\n  fragment MoneyUserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n": types.MoneyUserErrorFieldsFragmentDoc,
    "\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        id\n        bankName\n        accountNumber\n        holderName\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.BindReceivingAccountDocument,
    "\n  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {\n    confirmWithdrawal(input: $input) {\n      confirmation {\n        id\n        status\n        receivedAmount\n        remainingAmount\n        confirmedAt\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.ConfirmWithdrawalDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      deposit {\n        id\n        ...DepositOrderPanel_order\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.CreateDepositDocument,
    "\n  mutation SetAvatar($input: SetAvatarInput!) {\n    setAvatar(input: $input) {\n      member {\n        id\n        avatarUrl\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.SetAvatarDocument,
    "\n  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {\n    setWithdrawPassword(input: $input) {\n      withdrawalRules {\n        hasWithdrawPassword\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.SetWithdrawPasswordDocument,
    "\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TransferAllToMainDocument,
    "\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TransferBetweenWalletsDocument,
    "\n  mutation TransferToUpline($input: TransferToUplineInput!) {\n    transferToUpline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TransferToUplineDocument,
    "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      withdrawal {\n        id\n        orderNo\n        amount\n        status\n      }\n      wallet {\n        id\n        heldAmount\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.WithdrawDocument,
    "\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n": types.DepositOrderPanel_OrderFragmentDoc,
    "\n  query DepositOrderStatus($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DepositOrder {\n        status\n        ...DepositOrderPanel_order\n      }\n    }\n  }\n": types.DepositOrderStatusDocument,
    "\n  fragment DepositPage_viewer on Viewer {\n    depositChannels {\n      id\n      kind\n      provider\n      name\n      minAmount\n      maxAmount\n      presetAmounts\n      feeRate\n      tutorial\n      bankAccounts {\n        id\n        bankName\n        accountNumber\n        holderName\n        branch\n      }\n      telcos {\n        code\n        name\n        faceValues\n      }\n    }\n  }\n": types.DepositPage_ViewerFragmentDoc,
    "\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n": types.AccountRecordsPage_ViewerFragmentDoc,
    "\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totals {\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n": types.BetRecordsPage_ViewerFragmentDoc,
    "\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalAmount\n    }\n  }\n": types.BonusRecordsPage_ViewerFragmentDoc,
    "\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n": types.ProfitPage_ViewerFragmentDoc,
    "\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n      boundAt\n    }\n  }\n": types.SecurityCenterPage_ViewerFragmentDoc,
    "\n  fragment PlayerRankPage_viewer on Viewer {\n    vip {\n      level\n      levelName\n      depositTotal\n      turnoverTotal\n      depositToNext\n      turnoverToNext\n      depositProgress\n      turnoverProgress\n      nextLevel {\n        level\n        name\n      }\n      levels {\n        level\n        name\n        depositRequired\n        turnoverRequired\n        upgradeBonus\n        monthlyBonus\n        rebateRate\n        dailyWithdrawCount\n        dailyWithdrawAmount\n        maxWithdrawAmount\n      }\n    }\n  }\n": types.PlayerRankPage_ViewerFragmentDoc,
    "\n  fragment TransferFundPage_viewer on Viewer {\n    wallet {\n      id\n      sumBalance\n      mode\n      mainWalletId\n      mainBalance\n      heldAmount\n      vendorWallets {\n        walletId\n        name\n        balance\n      }\n    }\n  }\n": types.TransferFundPage_ViewerFragmentDoc,
    "\n  fragment TransferUplinePage_viewer on Viewer {\n    member {\n      id\n      hasUpline\n    }\n    wallet {\n      id\n      mainBalance\n    }\n  }\n": types.TransferUplinePage_ViewerFragmentDoc,
    "\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n": types.WithdrawPage_ViewerFragmentDoc,
    "\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n": types.WithdrawalConfirmations_ViewerFragmentDoc,
    "\n  fragment BottomNav_query on Query {\n    gameLanes {\n      category\n      vendors {\n        id\n        ...CategoryMenu_vendor\n      }\n    }\n  }\n": types.BottomNav_QueryFragmentDoc,
    "\n  fragment CategoryMenu_vendor on Vendor {\n    id\n    code\n    name\n    isHot\n    page\n  }\n": types.CategoryMenu_VendorFragmentDoc,
    "\n  fragment SideMenu_query on Query {\n    site {\n      features {\n        referral\n      }\n      socialLinks {\n        network\n        url\n      }\n      customerService {\n        kind\n      }\n    }\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": types.SideMenu_QueryFragmentDoc,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": types.AnnouncementMarquee_NoticesFragmentDoc,
    "\n  fragment NoticeBrowser_connection on NoticeConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...NoticeListItem_notice\n        ...NoticeDetail_notice\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": types.NoticeBrowser_ConnectionFragmentDoc,
    "\n  query NoticeBrowser($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      ...NoticeBrowser_connection @unmask\n    }\n  }\n": types.NoticeBrowserDocument,
    "\n  fragment NoticeDetail_notice on Notice {\n    id\n    title\n    content\n    startsAt\n  }\n": types.NoticeDetail_NoticeFragmentDoc,
    "\n  fragment NoticeListItem_notice on Notice {\n    id\n    title\n    startsAt\n  }\n": types.NoticeListItem_NoticeFragmentDoc,
    "\n  fragment PopupNotices_notice on Notice {\n    id\n    title\n    content\n  }\n": types.PopupNotices_NoticeFragmentDoc,
    "\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n": types.PromotionCard_PromotionFragmentDoc,
    "\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n": types.PromotionDetail_PromotionFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n  }\n"): (typeof documents)["\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n"): (typeof documents)["\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n"): (typeof documents)["\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n"): (typeof documents)["\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n"): (typeof documents)["\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n"): (typeof documents)["\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n"): (typeof documents)["\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n"): (typeof documents)["\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendor: String\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $favourites: Boolean!\n    $recent: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    ...AppShell_query\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    ...CategoryLobby_query\n    ...GameActions_query\n    games(\n      category: $category\n      vendor: $vendor\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      edges {\n        cursor\n        node {\n          id\n          ...GameTile_game\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendor: String\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $favourites: Boolean!\n    $recent: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    ...AppShell_query\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    ...CategoryLobby_query\n    ...GameActions_query\n    games(\n      category: $category\n      vendor: $vendor\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      edges {\n        cursor\n        node {\n          id\n          ...GameTile_game\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        edges {\n          cursor\n          node {\n            id\n            ...GameTile_game\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    ...AppShell_query\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n"): (typeof documents)["\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    ...AppShell_query\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...AccountRecordsPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...AccountRecordsPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BetRecordsPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BetRecordsPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BonusRecordsPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BonusRecordsPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberComingSoonRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n"): (typeof documents)["\n  query MemberComingSoonRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MemberCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n"): (typeof documents)["\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerRankRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...PlayerRankPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query PlayerRankRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...PlayerRankPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfitRoute($period: ProfitPeriod!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ProfitPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query ProfitRoute($period: ProfitPeriod!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ProfitPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityCenterRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...SecurityCenterPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query SecurityCenterRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...SecurityCenterPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferFundRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferFundPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query TransferFundRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferFundPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferUplineRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferUplinePage_viewer\n    }\n  }\n"): (typeof documents)["\n  query TransferUplineRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferUplinePage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...WithdrawPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query WithdrawRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...WithdrawPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadRoute {\n    ...AppShell_query\n    banners(group: DOWNLOAD) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...AppDownloadPanel_site\n    }\n  }\n"): (typeof documents)["\n  query DownloadRoute {\n    ...AppShell_query\n    banners(group: DOWNLOAD) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...AppDownloadPanel_site\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpRoute {\n    ...AppShell_query\n    banners(group: HELP) {\n      id\n      ...BannerCarousel_banner\n    }\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n"): (typeof documents)["\n  query HelpRoute {\n    ...AppShell_query\n    banners(group: HELP) {\n      id\n      ...BannerCarousel_banner\n    }\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpWithoutHeaderRoute {\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n"): (typeof documents)["\n  query HelpWithoutHeaderRoute {\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JoinRoute {\n    ...AppShell_query\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query JoinRoute {\n    ...AppShell_query\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticePageRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      ...NoticeBrowser_connection\n    }\n  }\n"): (typeof documents)["\n  query NoticePageRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      ...NoticeBrowser_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionsRoute($type: PromotionType) {\n    ...AppShell_query\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n"): (typeof documents)["\n  query PromotionsRoute($type: PromotionType) {\n    ...AppShell_query\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderBalance {\n    viewer {\n      wallet {\n        id\n        sumBalance\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeaderBalance {\n    viewer {\n      wallet {\n        id\n        sumBalance\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameTile_game on Game {\n    id\n    name\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n    isFavourite\n  }\n"): (typeof documents)["\n  fragment GameTile_game on Game {\n    id\n    name\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n    isFavourite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      countryCodePicker\n      google\n      facebook\n      freePlay\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n"): (typeof documents)["\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      countryCodePicker\n      google\n      facebook\n      freePlay\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterModal_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RegisterModal_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n"): (typeof documents)["\n  fragment AuthSession_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      patternId\n      retryAfterSeconds\n      digits\n    }\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      patternId\n      retryAfterSeconds\n      digits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n"): (typeof documents)["\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      label\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      label\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    link\n  }\n"): (typeof documents)["\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HelpCentre_topic on HelpTopic {\n    id\n    title\n    tag\n    content\n    children {\n      id\n      title\n      tag\n      content\n      children {\n        id\n        title\n        tag\n        content\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HelpCentre_topic on HelpTopic {\n    id\n    title\n    tag\n    content\n    children {\n      id\n      title\n      tag\n      content\n      children {\n        id\n        title\n        tag\n        content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HelpTopicLinks_topic on HelpTopic {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment HelpTopicLinks_topic on HelpTopic {\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JackpotTicker_site on Site {\n    jackpot {\n      currencySymbol\n      baseValue\n      growthPerSecond\n      startedAt\n    }\n  }\n"): (typeof documents)["\n  fragment JackpotTicker_site on Site {\n    jackpot {\n      currencySymbol\n      baseValue\n      growthPerSecond\n      startedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n"): (typeof documents)["\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VendorLogoCarousel_vendor on Vendor {\n    id\n    name\n    iconUrl\n  }\n"): (typeof documents)["\n  fragment VendorLogoCarousel_vendor on Vendor {\n    id\n    name\n    iconUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerServiceChat {\n    site {\n      customerService {\n        kind\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerServiceChat {\n    site {\n      customerService {\n        kind\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n"): (typeof documents)["\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n"): (typeof documents)["\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WinnersList_query on Query {\n    winners {\n      player\n      gameName\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment WinnersList_query on Query {\n    winners {\n      player\n      gameName\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      game {\n        id\n        isFavourite\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n  }\n"): (typeof documents)["\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule\n    }\n  }\n"): (typeof documents)["\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryResults_result on LotteryResult {\n    gameCode\n    gameName\n    drawNumber\n    numbers\n    drawnAt\n  }\n"): (typeof documents)["\n  fragment LotteryResults_result on LotteryResult {\n    gameCode\n    gameName\n    drawNumber\n    numbers\n    drawnAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentLotteryGames_viewer on Viewer {\n    recentLotteryGames {\n      gameCode\n      name\n      prizeMode\n    }\n  }\n"): (typeof documents)["\n  fragment RecentLotteryGames_viewer on Viewer {\n    recentLotteryGames {\n      gameCode\n      name\n      prizeMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      url\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      url\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyUserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n"): (typeof documents)["\n  fragment MoneyUserErrorFields on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        id\n        bankName\n        accountNumber\n        holderName\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        id\n        bankName\n        accountNumber\n        holderName\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {\n    confirmWithdrawal(input: $input) {\n      confirmation {\n        id\n        status\n        receivedAmount\n        remainingAmount\n        confirmedAt\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {\n    confirmWithdrawal(input: $input) {\n      confirmation {\n        id\n        status\n        receivedAmount\n        remainingAmount\n        confirmedAt\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      deposit {\n        id\n        ...DepositOrderPanel_order\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      deposit {\n        id\n        ...DepositOrderPanel_order\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAvatar($input: SetAvatarInput!) {\n    setAvatar(input: $input) {\n      member {\n        id\n        avatarUrl\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAvatar($input: SetAvatarInput!) {\n    setAvatar(input: $input) {\n      member {\n        id\n        avatarUrl\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {\n    setWithdrawPassword(input: $input) {\n      withdrawalRules {\n        hasWithdrawPassword\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {\n    setWithdrawPassword(input: $input) {\n      withdrawalRules {\n        hasWithdrawPassword\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        id\n        sumBalance\n        mainBalance\n        vendorWallets {\n          walletId\n          name\n          balance\n        }\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferToUpline($input: TransferToUplineInput!) {\n    transferToUpline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferToUpline($input: TransferToUplineInput!) {\n    transferToUpline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      withdrawal {\n        id\n        orderNo\n        amount\n        status\n      }\n      wallet {\n        id\n        heldAmount\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      withdrawal {\n        id\n        orderNo\n        amount\n        status\n      }\n      wallet {\n        id\n        heldAmount\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n"): (typeof documents)["\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositOrderStatus($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DepositOrder {\n        status\n        ...DepositOrderPanel_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepositOrderStatus($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DepositOrder {\n        status\n        ...DepositOrderPanel_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepositPage_viewer on Viewer {\n    depositChannels {\n      id\n      kind\n      provider\n      name\n      minAmount\n      maxAmount\n      presetAmounts\n      feeRate\n      tutorial\n      bankAccounts {\n        id\n        bankName\n        accountNumber\n        holderName\n        branch\n      }\n      telcos {\n        code\n        name\n        faceValues\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DepositPage_viewer on Viewer {\n    depositChannels {\n      id\n      kind\n      provider\n      name\n      minAmount\n      maxAmount\n      presetAmounts\n      feeRate\n      tutorial\n      bankAccounts {\n        id\n        bankName\n        accountNumber\n        holderName\n        branch\n      }\n      telcos {\n        code\n        name\n        faceValues\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n"): (typeof documents)["\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totals {\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totals {\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalAmount\n    }\n  }\n"): (typeof documents)["\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      totalAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n      boundAt\n    }\n  }\n"): (typeof documents)["\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n      boundAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerRankPage_viewer on Viewer {\n    vip {\n      level\n      levelName\n      depositTotal\n      turnoverTotal\n      depositToNext\n      turnoverToNext\n      depositProgress\n      turnoverProgress\n      nextLevel {\n        level\n        name\n      }\n      levels {\n        level\n        name\n        depositRequired\n        turnoverRequired\n        upgradeBonus\n        monthlyBonus\n        rebateRate\n        dailyWithdrawCount\n        dailyWithdrawAmount\n        maxWithdrawAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerRankPage_viewer on Viewer {\n    vip {\n      level\n      levelName\n      depositTotal\n      turnoverTotal\n      depositToNext\n      turnoverToNext\n      depositProgress\n      turnoverProgress\n      nextLevel {\n        level\n        name\n      }\n      levels {\n        level\n        name\n        depositRequired\n        turnoverRequired\n        upgradeBonus\n        monthlyBonus\n        rebateRate\n        dailyWithdrawCount\n        dailyWithdrawAmount\n        maxWithdrawAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferFundPage_viewer on Viewer {\n    wallet {\n      id\n      sumBalance\n      mode\n      mainWalletId\n      mainBalance\n      heldAmount\n      vendorWallets {\n        walletId\n        name\n        balance\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TransferFundPage_viewer on Viewer {\n    wallet {\n      id\n      sumBalance\n      mode\n      mainWalletId\n      mainBalance\n      heldAmount\n      vendorWallets {\n        walletId\n        name\n        balance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferUplinePage_viewer on Viewer {\n    member {\n      id\n      hasUpline\n    }\n    wallet {\n      id\n      mainBalance\n    }\n  }\n"): (typeof documents)["\n  fragment TransferUplinePage_viewer on Viewer {\n    member {\n      id\n      hasUpline\n    }\n    wallet {\n      id\n      mainBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n"): (typeof documents)["\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      id\n      bankName\n      accountNumber\n      holderName\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BottomNav_query on Query {\n    gameLanes {\n      category\n      vendors {\n        id\n        ...CategoryMenu_vendor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BottomNav_query on Query {\n    gameLanes {\n      category\n      vendors {\n        id\n        ...CategoryMenu_vendor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryMenu_vendor on Vendor {\n    id\n    code\n    name\n    isHot\n    page\n  }\n"): (typeof documents)["\n  fragment CategoryMenu_vendor on Vendor {\n    id\n    code\n    name\n    isHot\n    page\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SideMenu_query on Query {\n    site {\n      features {\n        referral\n      }\n      socialLinks {\n        network\n        url\n      }\n      customerService {\n        kind\n      }\n    }\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SideMenu_query on Query {\n    site {\n      features {\n        referral\n      }\n      socialLinks {\n        network\n        url\n      }\n      customerService {\n        kind\n      }\n    }\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeBrowser_connection on NoticeConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...NoticeListItem_notice\n        ...NoticeDetail_notice\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n"): (typeof documents)["\n  fragment NoticeBrowser_connection on NoticeConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...NoticeListItem_notice\n        ...NoticeDetail_notice\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeBrowser($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      ...NoticeBrowser_connection @unmask\n    }\n  }\n"): (typeof documents)["\n  query NoticeBrowser($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      ...NoticeBrowser_connection @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeDetail_notice on Notice {\n    id\n    title\n    content\n    startsAt\n  }\n"): (typeof documents)["\n  fragment NoticeDetail_notice on Notice {\n    id\n    title\n    content\n    startsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeListItem_notice on Notice {\n    id\n    title\n    startsAt\n  }\n"): (typeof documents)["\n  fragment NoticeListItem_notice on Notice {\n    id\n    title\n    startsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopupNotices_notice on Notice {\n    id\n    title\n    content\n  }\n"): (typeof documents)["\n  fragment PopupNotices_notice on Notice {\n    id\n    title\n    content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n"): (typeof documents)["\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n"): (typeof documents)["\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    type\n    badge\n    state\n    imageUrl\n    startsAt\n    endsAt\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;