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
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      imageCdns\n      currency {\n        symbol\n      }\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      member {\n        id\n        isAgent\n        isTrial\n      }\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n    ...LineSwitcher_query\n  }\n": typeof types.AppShell_QueryFragmentDoc,
    "\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": typeof types.SiteGate_QueryFragmentDoc,
    "\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": typeof types.SiteStatusProbeDocument,
    "\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n": typeof types.SiteStatusView_SiteFragmentDoc,
    "\n  fragment LiveSiteStatus_event on LiveFeedEvent {\n    siteStatus {\n      maintenance\n      maintenanceEndsAt\n    }\n  }\n": typeof types.LiveSiteStatus_EventFragmentDoc,
    "\n  subscription LiveFeeds($feeds: [LiveFeed!]!) {\n    liveFeeds(feeds: $feeds) {\n      feed\n      ...LiveFigures_balance @unmask\n      ...LiveFigures_counts @unmask\n      ...LiveJackpot_event @unmask\n      ...LiveWinners_event @unmask\n      ...LiveNotices_event @unmask\n      ...LiveSiteStatus_event @unmask\n    }\n  }\n": typeof types.LiveFeedsDocument,
    "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n": typeof types.IdentityOverlays_SiteFragmentDoc,
    "\n  query RegisterBanners {\n    banners(group: REGISTER) {\n      id\n      ...BannerCarousel_banner\n    }\n  }\n": typeof types.RegisterBannersDocument,
    "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": typeof types.UseRequireLogin_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      # The unit amounts are written in (lib/money/money-unit.ts): a server-rendered page and its hydration show the\n      # winners' amounts with it before the member part (the shell's own copy) has arrived.\n      currency {\n        symbol\n      }\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  query HomeMember {\n    ...AppShell_query\n    ...GameActions_query\n  }\n": typeof types.HomeMemberDocument,
    "\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": typeof types.LoginRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": typeof types.NotFoundRouteDocument,
    "\n  fragment AgentCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n        isAgent\n      }\n      agentCentre {\n        pages\n      }\n    }\n  }\n": typeof types.AgentCentreRoute_QueryFragmentDoc,
    "\n  query AgentLoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": typeof types.AgentLoginRouteDocument,
    "\n  query AgentMenuRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n  }\n": typeof types.AgentMenuRouteDocument,
    "\n  query AgentAnnouncementsRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...AnnouncementsPage_agentCentre\n      }\n    }\n  }\n": typeof types.AgentAnnouncementsRouteDocument,
    "\n  query AgentContractKindRoute($realTime: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      contracts {\n        held {\n          id\n          kind\n          ...ContractCard_contract\n        }\n      }\n      agentCentre {\n        agent {\n          id\n          account\n        }\n        ...RealTimeSalarySection_agentCentre @include(if: $realTime)\n      }\n    }\n  }\n": typeof types.AgentContractKindRouteDocument,
    "\n  query ContractRequestRoute {\n    ...AppShell_query\n    viewer {\n      contracts {\n        requests {\n          id\n          ...ContractCard_contract\n        }\n        held {\n          id\n          ...ContractCard_contract\n        }\n      }\n    }\n  }\n": typeof types.ContractRequestRouteDocument,
    "\n  query AgentIncomeRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...IncomePage_agentCentre\n      }\n    }\n  }\n": typeof types.AgentIncomeRouteDocument,
    "\n  query AgentRegisterCenterRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    site {\n      ...RegisterModal_site\n    }\n    viewer {\n      agentCentre {\n        ...ReferralLinks_agentCentre\n      }\n    }\n  }\n": typeof types.AgentRegisterCenterRouteDocument,
    "\n  query AgentTeamBetsRoute($filter: TeamReportFilter, $gameType: BetGameType, $groupBy: TeamBetGrouping!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamBetsPage_agentCentre\n      }\n    }\n  }\n": typeof types.AgentTeamBetsRouteDocument,
    "\n  query AgentTeamRoute($parentId: ID, $search: String, $role: DownlineRole, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamSection_agentCentre\n      }\n    }\n  }\n": typeof types.AgentTeamRouteDocument,
    "\n  query AgentDownlineContractsRoute($kind: ContractKind, $status: ContractStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        downlineContracts(kind: $kind, status: $status, first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              id\n              status\n              ...ContractCard_contract\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.AgentDownlineContractsRouteDocument,
    "\n  query AgentTeamOverviewRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamOverviewPage_agentCentre\n      }\n    }\n  }\n": typeof types.AgentTeamOverviewRouteDocument,
    "\n  query AgentTeamTransactionsRoute($filter: TeamReportFilter, $type: TeamTransactionType, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamTransactionsPage_agentCentre\n      }\n    }\n  }\n": typeof types.AgentTeamTransactionsRouteDocument,
    "\n  query AgentUserLossRoute($filter: TeamReportFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...UserLossPage_agentCentre\n      }\n    }\n  }\n": typeof types.AgentUserLossRouteDocument,
    "\n  fragment CategoryGames_connection on GameConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...GameTile_game\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": typeof types.CategoryGames_ConnectionFragmentDoc,
    "\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendorPage: String\n    $withVendor: Boolean!\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    # The unit amounts are written in, for a server-rendered page's first pass (HomeRoute has it too).\n    site {\n      currency {\n        symbol\n      }\n    }\n    ...CategoryLobby_query\n    vendorByPage(category: $category, page: $vendorPage) @include(if: $withVendor) {\n      id\n      ...CategoryLobby_vendor\n    }\n    games(\n      category: $category\n      vendorPage: $vendorPage\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      ...CategoryGames_connection @unmask\n    }\n  }\n": typeof types.CategoryRouteDocument,
    "\n  query CategoryMember($first: Int!, $after: String, $favourites: Boolean!, $recent: Boolean!) {\n    ...AppShell_query\n    ...GameActions_query\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        ...CategoryGames_connection @unmask\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        ...CategoryGames_connection @unmask\n      }\n    }\n  }\n": typeof types.CategoryMemberDocument,
    "\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n  }\n": typeof types.LotteryRouteDocument,
    "\n  fragment LotteryMember_query on Query {\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n": typeof types.LotteryMember_QueryFragmentDoc,
    "\n  query LotteryMember($gameCode: String, $withResults: Boolean!) {\n    ...AppShell_query\n    ...LotteryMember_query\n  }\n": typeof types.LotteryMemberDocument,
    "\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.VendorLaunchRouteDocument,
    "\n  query HomeWinnersRefresh {\n    ...WinnersList_query\n  }\n": typeof types.HomeWinnersRefreshDocument,
    "\n  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...AccountRecordsPage_viewer\n    }\n  }\n": typeof types.AccountRecordsRouteDocument,
    "\n  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BetRecordsPage_viewer\n    }\n  }\n": typeof types.BetRecordsRouteDocument,
    "\n  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BonusRecordsPage_viewer\n    }\n  }\n": typeof types.BonusRecordsRouteDocument,
    "\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n": typeof types.DepositRouteDocument,
    "\n  fragment MemberCentreRoute_query on Query {\n    ...MemberCentreGuard_query\n    viewer {\n      ...ViewerCounts_viewer\n    }\n  }\n": typeof types.MemberCentreRoute_QueryFragmentDoc,
    "\n  fragment MemberCentreGuard_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": typeof types.MemberCentreGuard_QueryFragmentDoc,
    "\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n": typeof types.MemberMenuRouteDocument,
    "\n  query MessageRoute($filter: InboxFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ViewerCounts_viewer\n      inbox(filter: $filter, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...InboxMessageRow_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.MessageRouteDocument,
    "\n  query MissionLeaderboardRoute($period: MissionPeriod, $boardPeriod: MissionPeriod!, $boardSize: Int!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      missions(period: $period) {\n        ...MissionSummary_summary @unmask\n      }\n      missionLeaderboard(period: $boardPeriod, first: $boardSize) {\n        ...MissionBoard_leaderboard @unmask\n      }\n    }\n  }\n": typeof types.MissionLeaderboardRouteDocument,
    "\n  query PlayerRankRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...PlayerRankPage_viewer\n    }\n  }\n": typeof types.PlayerRankRouteDocument,
    "\n  query ProfitRoute($period: ProfitPeriod!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ProfitPage_viewer\n    }\n  }\n": typeof types.ProfitRouteDocument,
    "\n  query ReferralRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      referral {\n        ...ReferralPage_referral\n        invitees(first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              ...InviteeRow_invitee @unmask\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.ReferralRouteDocument,
    "\n  query RewardCenterRoute($status: RewardItemStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      rewardCentre(status: $status, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...RewardItemRow_item\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.RewardCenterRouteDocument,
    "\n  query SecurityCenterRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...SecurityCenterPage_viewer\n    }\n  }\n": typeof types.SecurityCenterRouteDocument,
    "\n  query TransferFundRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferFundPage_viewer\n    }\n  }\n": typeof types.TransferFundRouteDocument,
    "\n  query TransferUplineRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferUplinePage_viewer\n    }\n  }\n": typeof types.TransferUplineRouteDocument,
    "\n  query WithdrawRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...WithdrawPage_viewer\n    }\n  }\n": typeof types.WithdrawRouteDocument,
    "\n  query DownloadRoute {\n    ...AppShell_query\n    banners(group: DOWNLOAD) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...AppDownloadPanel_site\n    }\n  }\n": typeof types.DownloadRouteDocument,
    "\n  query FeedbackRoute {\n    ...AppShell_query\n    feedbackRules {\n      ...FeedbackForm_rules\n    }\n  }\n": typeof types.FeedbackRouteDocument,
    "\n  query HelpRoute {\n    ...AppShell_query\n    banners(group: HELP) {\n      id\n      ...BannerCarousel_banner\n    }\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": typeof types.HelpRouteDocument,
    "\n  query HelpWithoutHeaderRoute {\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": typeof types.HelpWithoutHeaderRouteDocument,
    "\n  query JoinRoute {\n    ...AppShell_query\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": typeof types.JoinRouteDocument,
    "\n  query NoticePageRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      ...NoticeBrowser_connection\n    }\n  }\n": typeof types.NoticePageRouteDocument,
    "\n  query PointMallRoute(\n    $rewardType: PointRewardType\n    $catalogue: Boolean!\n    $history: Boolean!\n    $details: Boolean!\n    $orderFilter: RedeemOrderFilter\n    $detailFilter: PointsDetailFilter\n    $first: Int!\n    $after: String\n  ) {\n    ...AppShell_query\n    banners(group: POINT_MALL) {\n      id\n      ...BannerCarousel_banner\n    }\n    viewer {\n      member {\n        vipLevel\n      }\n      points {\n        id\n        balance\n        rules {\n          maxRedeemQuantity\n        }\n        ...PointsSummary_points\n        rewards(type: $rewardType) @include(if: $catalogue) {\n          id\n          ...PointRewardCard_reward\n        }\n        redeemOrders(first: $first, after: $after, filter: $orderFilter) @include(if: $history) {\n          edges {\n            cursor\n            node {\n              id\n              ...RedeemOrderRow_order\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n        details(first: $first, after: $after, filter: $detailFilter) @include(if: $details) {\n          edges {\n            cursor\n            node {\n              id\n              ...PointsDetailRow_detail\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalIn\n          totalOut\n        }\n      }\n    }\n  }\n": typeof types.PointMallRouteDocument,
    "\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n": typeof types.PromotionDetailRouteDocument,
    "\n  query PromotionsRoute($type: PromotionType) {\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n": typeof types.PromotionsRouteDocument,
    "\n  query PromotionsMember($type: PromotionType, $applications: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    promotions(type: $type) {\n      id\n      ...PromotionAction_promotion\n    }\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      promotionApplications(first: $first, after: $after) @include(if: $applications) {\n        edges {\n          cursor\n          node {\n            id\n            ...PromotionApplicationRow_application\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.PromotionsMemberDocument,
    "\n  query RouteErrorShell {\n    ...AppShell_query\n  }\n": typeof types.RouteErrorShellDocument,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      isAgent\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n": typeof types.HeaderAccount_ViewerFragmentDoc,
    "\n  query HeaderBalance {\n    viewer {\n      headerWallet(wait: true) {\n        id\n        sumBalance\n      }\n      headerCounts(wait: true) {\n        missions\n        inbox\n        rewards\n      }\n    }\n  }\n": typeof types.HeaderBalanceDocument,
    "\n  fragment HeaderFigures_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": typeof types.HeaderFigures_ViewerFragmentDoc,
    "\n  fragment LiveFigures_balance on LiveFeedEvent {\n    balance {\n      id\n      sumBalance\n    }\n  }\n": typeof types.LiveFigures_BalanceFragmentDoc,
    "\n  fragment LiveFigures_counts on LiveFeedEvent {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": typeof types.LiveFigures_CountsFragmentDoc,
    "\n  fragment HeaderCounts_viewer on Viewer {\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": typeof types.HeaderCounts_ViewerFragmentDoc,
    "\n  fragment HeaderWallet_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n  }\n": typeof types.HeaderWallet_ViewerFragmentDoc,
    "\n  fragment ViewerCounts_viewer on Viewer {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": typeof types.ViewerCounts_ViewerFragmentDoc,
    "\n  fragment GameTile_game on Game {\n    id\n    name\n    gameCode\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n  }\n": typeof types.GameTile_GameFragmentDoc,
    "\n  mutation GameWindowClosed {\n    gameWindowClosed {\n      userErrors {\n        code\n      }\n    }\n  }\n": typeof types.GameWindowClosedDocument,
    "\n  fragment RecordList_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": typeof types.RecordList_PageInfoFragmentDoc,
    "\n  fragment BetTotalFigures on BetTotals {\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n": typeof types.BetTotalFiguresFragmentDoc,
    "\n  fragment ContractCard_contract on Contract {\n    id\n    contractNo\n    kind\n    period\n    rate\n    status\n    endReason\n    upline {\n      account\n      nickname\n    }\n    downline {\n      account\n      nickname\n    }\n    offeredAt\n    activatedAt\n    endedAt\n    tiers {\n      periodValidBet\n      periodProfitAndLoss\n      activeMembers\n      rate\n      dailyBetAmount\n      hourlyBetAmount\n      profitSalaryRate\n      lossSalaryRate\n      singleBet\n    }\n  }\n": typeof types.ContractCard_ContractFragmentDoc,
    "\n  fragment ContractAnswerOutcome on ContractAnswerPayload {\n    contract {\n      id\n      ...ContractCard_contract\n    }\n    affectedContracts {\n      id\n      ...ContractCard_contract\n    }\n    userErrors {\n      ...AgencyUserErrorFields @unmask\n    }\n  }\n": typeof types.ContractAnswerOutcomeFragmentDoc,
    "\n  mutation AcceptContract($input: ContractAnswerInput!) {\n    acceptContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n": typeof types.AcceptContractDocument,
    "\n  mutation RejectContract($input: ContractAnswerInput!) {\n    rejectContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n": typeof types.RejectContractDocument,
    "\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      affectedContracts {\n        id\n        ...ContractCard_contract\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.OfferContractDocument,
    "\n  mutation TerminateContract($input: TerminateContractInput!) {\n    terminateContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      terminatedContracts {\n        id\n        status\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TerminateContractDocument,
    "\n  mutation TransferToDownline($input: TransferToDownlineInput!) {\n    transferToDownline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        senderNickname\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TransferToDownlineDocument,
    "\n  fragment AnnouncementsPage_agentCentre on AgentCentre {\n    announcements(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          content\n          publishedAt\n          pinned\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AnnouncementsPage_AgentCentreFragmentDoc,
    "\n  fragment IncomePage_agentCentre on AgentCentre {\n    income(range: $range) {\n      total\n      sources {\n        type\n        amount\n        count\n      }\n    }\n  }\n": typeof types.IncomePage_AgentCentreFragmentDoc,
    "\n  fragment RealTimeSalarySection_agentCentre on AgentCentre {\n    realTimeSalary {\n      periodMinutes\n      lastSettledAt\n      nextSettlementAt\n      totalSalary\n      todaySalary\n      periods(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            periodStart\n            periodEnd\n            validBet\n            winLoss\n            rate\n            salary\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.RealTimeSalarySection_AgentCentreFragmentDoc,
    "\n  fragment ReferralLinks_agentCentre on AgentCentre {\n    referral {\n      invitationCode\n      boundDomain\n      registerUrl\n      boundDomainUrl\n      qrCode\n    }\n  }\n": typeof types.ReferralLinks_AgentCentreFragmentDoc,
    "\n  fragment TeamBetsPage_agentCentre on AgentCentre {\n    teamBets(filter: $filter, gameType: $gameType, groupBy: $groupBy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n          day\n          gameType\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n": typeof types.TeamBetsPage_AgentCentreFragmentDoc,
    "\n  fragment TeamOverviewPage_agentCentre on AgentCentre {\n    teamOverview(range: $range) {\n      teamSize\n      directDownlines\n      subAgents\n      members\n      newMembers\n      activeMembers\n      teamBalance\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositCount\n      depositAmount\n      withdrawCount\n      withdrawAmount\n    }\n  }\n": typeof types.TeamOverviewPage_AgentCentreFragmentDoc,
    "\n  fragment TeamSection_agentCentre on AgentCentre {\n    downlines(parentId: $parentId, search: $search, role: $role, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          account\n          nickname\n          isAgent\n          level\n          registeredAt\n          lastLoginAt\n          balance\n          directDownlines\n          teamSize\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.TeamSection_AgentCentreFragmentDoc,
    "\n  fragment TeamTransactionsPage_agentCentre on AgentCentre {\n    transactions(filter: $filter, type: $type, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          downlineId\n          account\n          type\n          amount\n          status\n          createdAt\n          remark\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n": typeof types.TeamTransactionsPage_AgentCentreFragmentDoc,
    "\n  fragment UserLossPage_agentCentre on AgentCentre {\n    userLoss(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        betCount\n        validBet\n        winLoss\n      }\n    }\n  }\n": typeof types.UserLossPage_AgentCentreFragmentDoc,
    "\n  fragment TeamBetRow_memberFigures on TeamBetRow {\n    downlineId\n    account\n    level\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n": typeof types.TeamBetRow_MemberFiguresFragmentDoc,
    "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n": typeof types.ChangePasswordModal_SiteFragmentDoc,
    "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n": typeof types.ForgotPasswordModal_SiteFragmentDoc,
    "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      google\n      facebook\n      freePlay\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n  }\n": typeof types.LoginForm_SiteFragmentDoc,
    "\n  fragment MobileField_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n": typeof types.MobileField_SiteFragmentDoc,
    "\n  fragment RegisterModal_site on Site {\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    loginOptions {\n      thirdPartySms\n      google\n      facebook\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n": typeof types.RegisterModal_SiteFragmentDoc,
    "\n  query FirebaseOptions {\n    site {\n      loginOptions {\n        firebase {\n          apiKey\n          authDomain\n          projectId\n          appId\n          emulatorUrl\n        }\n      }\n    }\n  }\n": typeof types.FirebaseOptionsDocument,
    "\n  fragment HumanVerification_site on Site {\n    loginOptions {\n      humanVerification {\n        provider\n        siteKey\n      }\n    }\n  }\n": typeof types.HumanVerification_SiteFragmentDoc,
    "\n  fragment LoginOutcome on LoginPayload {\n    viewer {\n      ...AuthSession_viewer\n    }\n    captchaRequired\n    firstTimeLogin\n    passwordChangeRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.LoginOutcomeFragmentDoc,
    "\n  fragment AuthSession_viewer on Viewer {\n    ...HeaderAccount_viewer\n    favouriteGameIds\n  }\n": typeof types.AuthSession_ViewerFragmentDoc,
    "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...AuthSession_viewer\n    }\n  }\n": typeof types.AuthSession_QueryFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n": typeof types.LoginWithSmsDocument,
    "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n": typeof types.LoginWithProviderDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ResetPasswordByPhoneDocument,
    "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.StartFreePlayDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      downline {\n        id\n        account\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RegisterDownlineDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.RequestCaptchaDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestSmsCodeDocument,
    "\n  mutation StartHumanVerification {\n    startHumanVerification {\n      challenge\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.StartHumanVerificationDocument,
    "\n  fragment UserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      patternId\n      digits\n    }\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n": typeof types.AffiliateCodeCheckDocument,
    "\n  fragment RegistrationFieldRule on RegistrationField {\n    name\n    enabled\n    required\n    pattern\n    patternId\n    minLength\n    maxLength\n  }\n": typeof types.RegistrationFieldRuleFragmentDoc,
    "\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      url\n    }\n  }\n": typeof types.AppDownloadPanel_SiteFragmentDoc,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    link\n  }\n": typeof types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment HelpCentre_topic on HelpTopic {\n    id\n    title\n    tag\n    content\n    children {\n      id\n      title\n      tag\n      content\n      children {\n        id\n        title\n        tag\n        content\n      }\n    }\n  }\n": typeof types.HelpCentre_TopicFragmentDoc,
    "\n  query HelpModal {\n    helpTopics {\n      id\n      title\n      content\n      children {\n        id\n        title\n        content\n        children {\n          id\n          title\n          content\n        }\n      }\n    }\n  }\n": typeof types.HelpModalDocument,
    "\n  fragment HelpTopicLinks_topic on HelpTopic {\n    id\n    title\n  }\n": typeof types.HelpTopicLinks_TopicFragmentDoc,
    "\n  fragment JackpotTicker_site on Site {\n    jackpot {\n      currencySymbol\n      baseValue\n      growthPerSecond\n      startedAt\n    }\n  }\n": typeof types.JackpotTicker_SiteFragmentDoc,
    "\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      # A lane is named by its category (lib/apollo/type-policies.ts): every selection of it carries that.\n      category\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n": typeof types.SiteFooter_QueryFragmentDoc,
    "\n  fragment VendorLogoCarousel_vendor on Vendor {\n    id\n    name\n    iconUrl\n  }\n": typeof types.VendorLogoCarousel_VendorFragmentDoc,
    "\n  query CustomerServiceChat {\n    site {\n      customerService {\n        kind\n        url\n      }\n    }\n  }\n": typeof types.CustomerServiceChatDocument,
    "\n  fragment LiveJackpot_setting on Jackpot {\n    currencySymbol\n    baseValue\n    growthPerSecond\n    startedAt\n  }\n": typeof types.LiveJackpot_SettingFragmentDoc,
    "\n  fragment LiveJackpot_event on LiveFeedEvent {\n    jackpot {\n      jackpot {\n        ...LiveJackpot_setting @unmask\n      }\n    }\n  }\n": typeof types.LiveJackpot_EventFragmentDoc,
    "\n  fragment LiveJackpot_site on Site {\n    jackpot {\n      ...LiveJackpot_setting\n    }\n  }\n": typeof types.LiveJackpot_SiteFragmentDoc,
    "\n  fragment FeedbackForm_rules on FeedbackRules {\n    types\n    minWords\n    maxWords\n    maxLength\n  }\n": typeof types.FeedbackForm_RulesFragmentDoc,
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedbackId\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  fragment InboxMessageDialog_message on InboxMessage {\n    id\n    category\n    title\n    content\n    read\n    createdAt\n  }\n": typeof types.InboxMessageDialog_MessageFragmentDoc,
    "\n  fragment InboxMessageRow_message on InboxMessage {\n    id\n    category\n    title\n    read\n    createdAt\n    ...InboxMessageDialog_message\n  }\n": typeof types.InboxMessageRow_MessageFragmentDoc,
    "\n  mutation MarkAllInboxRead {\n    markInboxMessagesRead(input: { all: true }) {\n      updatedCount\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.MarkAllInboxReadDocument,
    "\n  mutation ReadInboxMessage($input: ReadInboxMessageInput!) {\n    readInboxMessage(input: $input) {\n      message {\n        id\n        read\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ReadInboxMessageDocument,
    "\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n": typeof types.CategoryLobby_QueryFragmentDoc,
    "\n  fragment CategoryLobby_vendor on Vendor {\n    id\n    name\n    gameTypes {\n      classification\n      name\n      gameCount\n    }\n  }\n": typeof types.CategoryLobby_VendorFragmentDoc,
    "\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n": typeof types.GameActions_QueryFragmentDoc,
    "\n  fragment GameActionsCardGame_game on Game {\n    id\n    opensGameList\n  }\n": typeof types.GameActionsCardGame_GameFragmentDoc,
    "\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n": typeof types.HomeLobby_QueryFragmentDoc,
    "\n  query PvpRooms($gameId: ID!) {\n    pvpRooms(gameId: $gameId) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      maxPlayers\n      tables\n      status\n    }\n  }\n": typeof types.PvpRoomsDocument,
    "\n  fragment WinnersList_query on Query {\n    winners(board: LATEST) {\n      player\n      gameName\n      amount\n    }\n    biggestWins: winners(board: BIGGEST) {\n      player\n      gameName\n      amount\n    }\n  }\n": typeof types.WinnersList_QueryFragmentDoc,
    "\n  fragment LiveWinners_event on LiveFeedEvent {\n    winners {\n      latest {\n        player\n        gameName\n        amount\n      }\n      biggest {\n        player\n        gameName\n        amount\n      }\n    }\n  }\n": typeof types.LiveWinners_EventFragmentDoc,
    "\n  fragment FavouriteGameOutcome on FavouriteGamePayload {\n    game {\n      id\n      isFavourite\n    }\n    userErrors {\n      field\n      code\n    }\n  }\n": typeof types.FavouriteGameOutcomeFragmentDoc,
    "\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n": typeof types.AddFavouriteGameDocument,
    "\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n": typeof types.RemoveFavouriteGameDocument,
    "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LaunchGameDocument,
    "\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n    ...LotteryOpenedNumbers_viewer\n  }\n": typeof types.LotteryLobby_ViewerFragmentDoc,
    "\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule {\n        cadence\n        intervalSeconds\n        weekdays\n        time\n        timeZone\n      }\n    }\n  }\n": typeof types.LotteryMenuSection_MenuFragmentDoc,
    "\n  fragment LotteryOpenedNumbers_viewer on Viewer {\n    lotteryOpenedNumbers(gameCode: $gameCode) @include(if: $withResults) {\n      gameCode\n      gameName\n      current {\n        drawNumber\n        closesAt\n      }\n      opened {\n        gameCode\n        drawNumber\n        numbers\n        drawnAt\n      }\n    }\n  }\n": typeof types.LotteryOpenedNumbers_ViewerFragmentDoc,
    "\n  fragment LotteryResults_result on LotteryResult {\n    gameCode\n    gameName\n    drawNumber\n    numbers\n    drawnAt\n  }\n": typeof types.LotteryResults_ResultFragmentDoc,
    "\n  fragment RecentLotteryGames_viewer on Viewer {\n    recentLotteryGames {\n      gameCode\n      name\n      prizeMode\n    }\n  }\n": typeof types.RecentLotteryGames_ViewerFragmentDoc,
    "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      url\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LaunchLotteryDocument,
    "\n  fragment MoneyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n": typeof types.MoneyUserErrorFieldsFragmentDoc,
    "\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        ...ReceivingAccountFields @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.BindReceivingAccountDocument,
    "\n  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {\n    confirmWithdrawal(input: $input) {\n      confirmation {\n        id\n        status\n        receivedAmount\n        remainingAmount\n        confirmedAt\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ConfirmWithdrawalDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      deposit {\n        id\n        ...DepositOrderPanel_order\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CreateDepositDocument,
    "\n  mutation SetAvatar($input: SetAvatarInput!) {\n    setAvatar(input: $input) {\n      member {\n        id\n        avatarUrl\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SetAvatarDocument,
    "\n  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {\n    setWithdrawPassword(input: $input) {\n      withdrawalRules {\n        hasWithdrawPassword\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SetWithdrawPasswordDocument,
    "\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TransferAllToMainDocument,
    "\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TransferBetweenWalletsDocument,
    "\n  mutation TransferToUpline($input: TransferToUplineInput!) {\n    transferToUpline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.TransferToUplineDocument,
    "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      withdrawal {\n        id\n        orderNo\n        amount\n        status\n      }\n      wallet {\n        id\n        heldAmount\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.WithdrawDocument,
    "\n  fragment WalletBalances on Wallet {\n    id\n    sumBalance\n    mainBalance\n    vendorWallets {\n      walletId\n      name\n      balance\n    }\n  }\n": typeof types.WalletBalancesFragmentDoc,
    "\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferAmount\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n": typeof types.DepositOrderPanel_OrderFragmentDoc,
    "\n  query DepositOrderStatus($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DepositOrder {\n        status\n        ...DepositOrderPanel_order\n      }\n    }\n  }\n": typeof types.DepositOrderStatusDocument,
    "\n  fragment DepositPage_viewer on Viewer {\n    depositChannels {\n      id\n      kind\n      provider\n      name\n      minAmount\n      maxAmount\n      presetAmounts\n      feeRate\n      tutorial\n      bankAccounts {\n        id\n        bankName\n        accountNumber\n        holderName\n        branch\n      }\n      telcos {\n        code\n        name\n        faceValues\n      }\n    }\n  }\n": typeof types.DepositPage_ViewerFragmentDoc,
    "\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n": typeof types.AccountRecordsPage_ViewerFragmentDoc,
    "\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n": typeof types.BetRecordsPage_ViewerFragmentDoc,
    "\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalAmount\n    }\n  }\n": typeof types.BonusRecordsPage_ViewerFragmentDoc,
    "\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n": typeof types.ProfitPage_ViewerFragmentDoc,
    "\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n      boundAt\n    }\n  }\n": typeof types.SecurityCenterPage_ViewerFragmentDoc,
    "\n  fragment PlayerRankPage_viewer on Viewer {\n    vip {\n      level\n      levelName\n      depositTotal\n      turnoverTotal\n      depositToNext\n      turnoverToNext\n      depositProgress\n      turnoverProgress\n      nextLevel {\n        level\n        name\n      }\n      levels {\n        level\n        name\n        depositRequired\n        turnoverRequired\n        upgradeBonus\n        monthlyBonus\n        rebateRate\n        dailyWithdrawCount\n        dailyWithdrawAmount\n        maxWithdrawAmount\n      }\n    }\n  }\n": typeof types.PlayerRankPage_ViewerFragmentDoc,
    "\n  fragment TransferFundPage_viewer on Viewer {\n    wallet {\n      id\n      sumBalance\n      mode\n      mainWalletId\n      mainBalance\n      heldAmount\n      vendorWallets {\n        walletId\n        name\n        balance\n      }\n    }\n  }\n": typeof types.TransferFundPage_ViewerFragmentDoc,
    "\n  fragment TransferUplinePage_viewer on Viewer {\n    member {\n      id\n      hasUpline\n    }\n    wallet {\n      id\n      mainBalance\n    }\n  }\n": typeof types.TransferUplinePage_ViewerFragmentDoc,
    "\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n": typeof types.WithdrawPage_ViewerFragmentDoc,
    "\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n": typeof types.WithdrawalConfirmations_ViewerFragmentDoc,
    "\n  fragment ReceivingAccountFields on ReceivingAccount {\n    id\n    bankName\n    accountNumber\n    holderName\n  }\n": typeof types.ReceivingAccountFieldsFragmentDoc,
    "\n  fragment MissionBoard_leaderboard on MissionLeaderboard {\n    period\n    startsAt\n    endsAt\n    entries {\n      rank\n      account\n      score\n      isMe\n    }\n    me {\n      rank\n      score\n    }\n  }\n": typeof types.MissionBoard_LeaderboardFragmentDoc,
    "\n  fragment MissionCard_mission on Mission {\n    id\n    title\n    period\n    unit\n    progress\n    target\n    state\n    periodEndsAt\n    reward {\n      kind\n      points\n      amount\n    }\n  }\n": typeof types.MissionCard_MissionFragmentDoc,
    "\n  fragment MissionSummary_summary on MissionSummary {\n    totalCount\n    completedCount\n    unclaimedCount\n    missions {\n      id\n      ...MissionCard_mission\n    }\n  }\n": typeof types.MissionSummary_SummaryFragmentDoc,
    "\n  fragment BottomNav_query on Query {\n    gameLanes {\n      category\n      vendors {\n        id\n        ...CategoryMenu_vendor\n      }\n    }\n  }\n": typeof types.BottomNav_QueryFragmentDoc,
    "\n  fragment CategoryMenu_vendor on Vendor {\n    id\n    code\n    name\n    isHot\n    page\n  }\n": typeof types.CategoryMenu_VendorFragmentDoc,
    "\n  fragment SideMenu_query on Query {\n    site {\n      features {\n        referral\n      }\n      socialLinks {\n        network\n        url\n      }\n      customerService {\n        kind\n      }\n    }\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": typeof types.SideMenu_QueryFragmentDoc,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": typeof types.AnnouncementMarquee_NoticesFragmentDoc,
    "\n  fragment NoticeBrowser_connection on NoticeConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...NoticeListItem_notice\n        ...NoticeDetail_notice\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": typeof types.NoticeBrowser_ConnectionFragmentDoc,
    "\n  query NoticeBrowser($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      ...NoticeBrowser_connection @unmask\n    }\n  }\n": typeof types.NoticeBrowserDocument,
    "\n  fragment NoticeDetail_notice on Notice {\n    id\n    title\n    content\n    startsAt\n  }\n": typeof types.NoticeDetail_NoticeFragmentDoc,
    "\n  fragment NoticeListItem_notice on Notice {\n    id\n    title\n    startsAt\n  }\n": typeof types.NoticeListItem_NoticeFragmentDoc,
    "\n  fragment PopupNotices_notice on Notice {\n    id\n    title\n    content\n  }\n": typeof types.PopupNotices_NoticeFragmentDoc,
    "\n  fragment LiveNotices_event on LiveFeedEvent {\n    notices {\n      notices {\n        id\n        ...AnnouncementMarquee_notices\n      }\n    }\n  }\n": typeof types.LiveNotices_EventFragmentDoc,
    "\n  fragment PointRewardCard_reward on PointReward {\n    id\n    name\n    description\n    imageUrl\n    type\n    pointsRequired\n    amount\n    stock\n    minVipLevel\n    soldOut\n  }\n": typeof types.PointRewardCard_RewardFragmentDoc,
    "\n  fragment PointsDetailRow_detail on PointsDetail {\n    id\n    pointType\n    points\n    balanceAfter\n    remark\n    orderNo\n    createdAt\n  }\n": typeof types.PointsDetailRow_DetailFragmentDoc,
    "\n  fragment PointsSummary_points on PointsAccount {\n    id\n    ...PointsBalance_points @unmask\n    rules {\n      pointsRatio\n      minConvertPoints\n      maxConvertPoints\n      neverExpire\n    }\n  }\n": typeof types.PointsSummary_PointsFragmentDoc,
    "\n  fragment RedeemOrderRow_order on RedeemOrder {\n    id\n    orderNo\n    rewardName\n    imageUrl\n    quantity\n    points\n    amount\n    status\n    remark\n    receivingAddress\n    paidAccount\n    createdAt\n  }\n": typeof types.RedeemOrderRow_OrderFragmentDoc,
    "\n  fragment PointsBalance_points on PointsAccount {\n    id\n    balance\n    pendingPoints\n    totalEarned\n    totalSpent\n  }\n": typeof types.PointsBalance_PointsFragmentDoc,
    "\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      conversion {\n        orderNo\n        points\n        amount\n        mainBalance\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ConvertPointsDocument,
    "\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      order {\n        id\n        orderNo\n        status\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RedeemPointRewardDocument,
    "\n  fragment PromotionAction_promotion on Promotion {\n    id\n    title\n    memberState\n    claimMode\n    ticketKind\n  }\n": typeof types.PromotionAction_PromotionFragmentDoc,
    "\n  fragment PromotionApplicationRow_application on PromotionApplication {\n    id\n    promotionTitle\n    comment\n    imageCount\n    status\n    remark\n    createdAt\n    reviewedAt\n  }\n": typeof types.PromotionApplicationRow_ApplicationFragmentDoc,
    "\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n  }\n": typeof types.PromotionCard_PromotionFragmentDoc,
    "\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n    rules\n    # The member's state and action, which PromotionAction reads from the cache by the promotion's id.\n    ...PromotionAction_promotion\n  }\n": typeof types.PromotionDetail_PromotionFragmentDoc,
    "\n  fragment PromotionTags_promotion on Promotion {\n    badge\n    type\n    state\n  }\n": typeof types.PromotionTags_PromotionFragmentDoc,
    "\n  mutation ApplyPromotion($input: ApplyPromotionInput!) {\n    applyPromotion(input: $input) {\n      application {\n        id\n        status\n        promotion {\n          id\n          memberState\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ApplyPromotionDocument,
    "\n  mutation ClaimRafflePromotion($input: ClaimRafflePromotionInput!) {\n    claimRafflePromotion(input: $input) {\n      claim {\n        id\n        ticketKind\n        prize\n        promotion {\n          id\n          memberState\n        }\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ClaimRafflePromotionDocument,
    "\n  fragment InviteeRow_invitee on ReferralInvitee {\n    account\n    nickname\n    joinedAt\n  }\n": typeof types.InviteeRow_InviteeFragmentDoc,
    "\n  fragment ReferralPage_referral on Referral {\n    enabled\n    code\n    link\n    qrCode\n  }\n": typeof types.ReferralPage_ReferralFragmentDoc,
    "\n  fragment RewardItemRow_item on RewardItem {\n    id\n    source\n    title\n    kind\n    amount\n    points\n    status\n    createdAt\n    claimedAt\n  }\n": typeof types.RewardItemRow_ItemFragmentDoc,
    "\n  mutation ClaimReward($input: ClaimRewardInput!) {\n    claimReward(input: $input) {\n      reward {\n        id\n        status\n        claimedAt\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ClaimRewardDocument,
    "\n  fragment LineSwitcher_query on Query {\n    site {\n      lines {\n        url\n        lineNo\n        recommended\n      }\n    }\n  }\n": typeof types.LineSwitcher_QueryFragmentDoc,
    "\n  fragment AgencyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      maxRate\n    }\n  }\n": typeof types.AgencyUserErrorFieldsFragmentDoc,
    "\n  fragment RewardsUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      maxFiles\n      maxBytes\n      limit\n      maxPoints\n      minPoints\n      minVipLevel\n      minWords\n      maxWords\n    }\n  }\n": typeof types.RewardsUserErrorFieldsFragmentDoc,
    "\n  fragment UserErrorBase on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      retryAfterSeconds\n    }\n  }\n": typeof types.UserErrorBaseFragmentDoc,
};
const documents: Documents = {
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      imageCdns\n      currency {\n        symbol\n      }\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      member {\n        id\n        isAgent\n        isTrial\n      }\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n    ...LineSwitcher_query\n  }\n": types.AppShell_QueryFragmentDoc,
    "\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": types.SiteGate_QueryFragmentDoc,
    "\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": types.SiteStatusProbeDocument,
    "\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n": types.SiteStatusView_SiteFragmentDoc,
    "\n  fragment LiveSiteStatus_event on LiveFeedEvent {\n    siteStatus {\n      maintenance\n      maintenanceEndsAt\n    }\n  }\n": types.LiveSiteStatus_EventFragmentDoc,
    "\n  subscription LiveFeeds($feeds: [LiveFeed!]!) {\n    liveFeeds(feeds: $feeds) {\n      feed\n      ...LiveFigures_balance @unmask\n      ...LiveFigures_counts @unmask\n      ...LiveJackpot_event @unmask\n      ...LiveWinners_event @unmask\n      ...LiveNotices_event @unmask\n      ...LiveSiteStatus_event @unmask\n    }\n  }\n": types.LiveFeedsDocument,
    "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n": types.IdentityOverlays_SiteFragmentDoc,
    "\n  query RegisterBanners {\n    banners(group: REGISTER) {\n      id\n      ...BannerCarousel_banner\n    }\n  }\n": types.RegisterBannersDocument,
    "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": types.UseRequireLogin_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      # The unit amounts are written in (lib/money/money-unit.ts): a server-rendered page and its hydration show the\n      # winners' amounts with it before the member part (the shell's own copy) has arrived.\n      currency {\n        symbol\n      }\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n": types.HomeRouteDocument,
    "\n  query HomeMember {\n    ...AppShell_query\n    ...GameActions_query\n  }\n": types.HomeMemberDocument,
    "\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": types.LoginRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": types.NotFoundRouteDocument,
    "\n  fragment AgentCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n        isAgent\n      }\n      agentCentre {\n        pages\n      }\n    }\n  }\n": types.AgentCentreRoute_QueryFragmentDoc,
    "\n  query AgentLoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": types.AgentLoginRouteDocument,
    "\n  query AgentMenuRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n  }\n": types.AgentMenuRouteDocument,
    "\n  query AgentAnnouncementsRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...AnnouncementsPage_agentCentre\n      }\n    }\n  }\n": types.AgentAnnouncementsRouteDocument,
    "\n  query AgentContractKindRoute($realTime: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      contracts {\n        held {\n          id\n          kind\n          ...ContractCard_contract\n        }\n      }\n      agentCentre {\n        agent {\n          id\n          account\n        }\n        ...RealTimeSalarySection_agentCentre @include(if: $realTime)\n      }\n    }\n  }\n": types.AgentContractKindRouteDocument,
    "\n  query ContractRequestRoute {\n    ...AppShell_query\n    viewer {\n      contracts {\n        requests {\n          id\n          ...ContractCard_contract\n        }\n        held {\n          id\n          ...ContractCard_contract\n        }\n      }\n    }\n  }\n": types.ContractRequestRouteDocument,
    "\n  query AgentIncomeRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...IncomePage_agentCentre\n      }\n    }\n  }\n": types.AgentIncomeRouteDocument,
    "\n  query AgentRegisterCenterRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    site {\n      ...RegisterModal_site\n    }\n    viewer {\n      agentCentre {\n        ...ReferralLinks_agentCentre\n      }\n    }\n  }\n": types.AgentRegisterCenterRouteDocument,
    "\n  query AgentTeamBetsRoute($filter: TeamReportFilter, $gameType: BetGameType, $groupBy: TeamBetGrouping!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamBetsPage_agentCentre\n      }\n    }\n  }\n": types.AgentTeamBetsRouteDocument,
    "\n  query AgentTeamRoute($parentId: ID, $search: String, $role: DownlineRole, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamSection_agentCentre\n      }\n    }\n  }\n": types.AgentTeamRouteDocument,
    "\n  query AgentDownlineContractsRoute($kind: ContractKind, $status: ContractStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        downlineContracts(kind: $kind, status: $status, first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              id\n              status\n              ...ContractCard_contract\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n": types.AgentDownlineContractsRouteDocument,
    "\n  query AgentTeamOverviewRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamOverviewPage_agentCentre\n      }\n    }\n  }\n": types.AgentTeamOverviewRouteDocument,
    "\n  query AgentTeamTransactionsRoute($filter: TeamReportFilter, $type: TeamTransactionType, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamTransactionsPage_agentCentre\n      }\n    }\n  }\n": types.AgentTeamTransactionsRouteDocument,
    "\n  query AgentUserLossRoute($filter: TeamReportFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...UserLossPage_agentCentre\n      }\n    }\n  }\n": types.AgentUserLossRouteDocument,
    "\n  fragment CategoryGames_connection on GameConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...GameTile_game\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": types.CategoryGames_ConnectionFragmentDoc,
    "\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendorPage: String\n    $withVendor: Boolean!\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    # The unit amounts are written in, for a server-rendered page's first pass (HomeRoute has it too).\n    site {\n      currency {\n        symbol\n      }\n    }\n    ...CategoryLobby_query\n    vendorByPage(category: $category, page: $vendorPage) @include(if: $withVendor) {\n      id\n      ...CategoryLobby_vendor\n    }\n    games(\n      category: $category\n      vendorPage: $vendorPage\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      ...CategoryGames_connection @unmask\n    }\n  }\n": types.CategoryRouteDocument,
    "\n  query CategoryMember($first: Int!, $after: String, $favourites: Boolean!, $recent: Boolean!) {\n    ...AppShell_query\n    ...GameActions_query\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        ...CategoryGames_connection @unmask\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        ...CategoryGames_connection @unmask\n      }\n    }\n  }\n": types.CategoryMemberDocument,
    "\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n  }\n": types.LotteryRouteDocument,
    "\n  fragment LotteryMember_query on Query {\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n": types.LotteryMember_QueryFragmentDoc,
    "\n  query LotteryMember($gameCode: String, $withResults: Boolean!) {\n    ...AppShell_query\n    ...LotteryMember_query\n  }\n": types.LotteryMemberDocument,
    "\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.VendorLaunchRouteDocument,
    "\n  query HomeWinnersRefresh {\n    ...WinnersList_query\n  }\n": types.HomeWinnersRefreshDocument,
    "\n  query AccountRecordsRoute($first: Int!, $after: String, $filter: AccountRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...AccountRecordsPage_viewer\n    }\n  }\n": types.AccountRecordsRouteDocument,
    "\n  query BetRecordsRoute($first: Int!, $after: String, $filter: BetRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BetRecordsPage_viewer\n    }\n  }\n": types.BetRecordsRouteDocument,
    "\n  query BonusRecordsRoute($first: Int!, $after: String, $filter: BonusRecordFilter) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...BonusRecordsPage_viewer\n    }\n  }\n": types.BonusRecordsRouteDocument,
    "\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n": types.DepositRouteDocument,
    "\n  fragment MemberCentreRoute_query on Query {\n    ...MemberCentreGuard_query\n    viewer {\n      ...ViewerCounts_viewer\n    }\n  }\n": types.MemberCentreRoute_QueryFragmentDoc,
    "\n  fragment MemberCentreGuard_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": types.MemberCentreGuard_QueryFragmentDoc,
    "\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n": types.MemberMenuRouteDocument,
    "\n  query MessageRoute($filter: InboxFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ViewerCounts_viewer\n      inbox(filter: $filter, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...InboxMessageRow_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.MessageRouteDocument,
    "\n  query MissionLeaderboardRoute($period: MissionPeriod, $boardPeriod: MissionPeriod!, $boardSize: Int!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      missions(period: $period) {\n        ...MissionSummary_summary @unmask\n      }\n      missionLeaderboard(period: $boardPeriod, first: $boardSize) {\n        ...MissionBoard_leaderboard @unmask\n      }\n    }\n  }\n": types.MissionLeaderboardRouteDocument,
    "\n  query PlayerRankRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...PlayerRankPage_viewer\n    }\n  }\n": types.PlayerRankRouteDocument,
    "\n  query ProfitRoute($period: ProfitPeriod!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ProfitPage_viewer\n    }\n  }\n": types.ProfitRouteDocument,
    "\n  query ReferralRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      referral {\n        ...ReferralPage_referral\n        invitees(first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              ...InviteeRow_invitee @unmask\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n": types.ReferralRouteDocument,
    "\n  query RewardCenterRoute($status: RewardItemStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      rewardCentre(status: $status, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...RewardItemRow_item\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.RewardCenterRouteDocument,
    "\n  query SecurityCenterRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...SecurityCenterPage_viewer\n    }\n  }\n": types.SecurityCenterRouteDocument,
    "\n  query TransferFundRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferFundPage_viewer\n    }\n  }\n": types.TransferFundRouteDocument,
    "\n  query TransferUplineRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...TransferUplinePage_viewer\n    }\n  }\n": types.TransferUplineRouteDocument,
    "\n  query WithdrawRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...WithdrawPage_viewer\n    }\n  }\n": types.WithdrawRouteDocument,
    "\n  query DownloadRoute {\n    ...AppShell_query\n    banners(group: DOWNLOAD) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      ...AppDownloadPanel_site\n    }\n  }\n": types.DownloadRouteDocument,
    "\n  query FeedbackRoute {\n    ...AppShell_query\n    feedbackRules {\n      ...FeedbackForm_rules\n    }\n  }\n": types.FeedbackRouteDocument,
    "\n  query HelpRoute {\n    ...AppShell_query\n    banners(group: HELP) {\n      id\n      ...BannerCarousel_banner\n    }\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": types.HelpRouteDocument,
    "\n  query HelpWithoutHeaderRoute {\n    helpTopics {\n      id\n      ...HelpCentre_topic\n    }\n  }\n": types.HelpWithoutHeaderRouteDocument,
    "\n  query JoinRoute {\n    ...AppShell_query\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": types.JoinRouteDocument,
    "\n  query NoticePageRoute($noticeCount: Int!) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      ...NoticeBrowser_connection\n    }\n  }\n": types.NoticePageRouteDocument,
    "\n  query PointMallRoute(\n    $rewardType: PointRewardType\n    $catalogue: Boolean!\n    $history: Boolean!\n    $details: Boolean!\n    $orderFilter: RedeemOrderFilter\n    $detailFilter: PointsDetailFilter\n    $first: Int!\n    $after: String\n  ) {\n    ...AppShell_query\n    banners(group: POINT_MALL) {\n      id\n      ...BannerCarousel_banner\n    }\n    viewer {\n      member {\n        vipLevel\n      }\n      points {\n        id\n        balance\n        rules {\n          maxRedeemQuantity\n        }\n        ...PointsSummary_points\n        rewards(type: $rewardType) @include(if: $catalogue) {\n          id\n          ...PointRewardCard_reward\n        }\n        redeemOrders(first: $first, after: $after, filter: $orderFilter) @include(if: $history) {\n          edges {\n            cursor\n            node {\n              id\n              ...RedeemOrderRow_order\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n        details(first: $first, after: $after, filter: $detailFilter) @include(if: $details) {\n          edges {\n            cursor\n            node {\n              id\n              ...PointsDetailRow_detail\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalIn\n          totalOut\n        }\n      }\n    }\n  }\n": types.PointMallRouteDocument,
    "\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n": types.PromotionDetailRouteDocument,
    "\n  query PromotionsRoute($type: PromotionType) {\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n": types.PromotionsRouteDocument,
    "\n  query PromotionsMember($type: PromotionType, $applications: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    promotions(type: $type) {\n      id\n      ...PromotionAction_promotion\n    }\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      promotionApplications(first: $first, after: $after) @include(if: $applications) {\n        edges {\n          cursor\n          node {\n            id\n            ...PromotionApplicationRow_application\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.PromotionsMemberDocument,
    "\n  query RouteErrorShell {\n    ...AppShell_query\n  }\n": types.RouteErrorShellDocument,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      isAgent\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n": types.HeaderAccount_ViewerFragmentDoc,
    "\n  query HeaderBalance {\n    viewer {\n      headerWallet(wait: true) {\n        id\n        sumBalance\n      }\n      headerCounts(wait: true) {\n        missions\n        inbox\n        rewards\n      }\n    }\n  }\n": types.HeaderBalanceDocument,
    "\n  fragment HeaderFigures_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": types.HeaderFigures_ViewerFragmentDoc,
    "\n  fragment LiveFigures_balance on LiveFeedEvent {\n    balance {\n      id\n      sumBalance\n    }\n  }\n": types.LiveFigures_BalanceFragmentDoc,
    "\n  fragment LiveFigures_counts on LiveFeedEvent {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": types.LiveFigures_CountsFragmentDoc,
    "\n  fragment HeaderCounts_viewer on Viewer {\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": types.HeaderCounts_ViewerFragmentDoc,
    "\n  fragment HeaderWallet_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n  }\n": types.HeaderWallet_ViewerFragmentDoc,
    "\n  fragment ViewerCounts_viewer on Viewer {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n": types.ViewerCounts_ViewerFragmentDoc,
    "\n  fragment GameTile_game on Game {\n    id\n    name\n    gameCode\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n  }\n": types.GameTile_GameFragmentDoc,
    "\n  mutation GameWindowClosed {\n    gameWindowClosed {\n      userErrors {\n        code\n      }\n    }\n  }\n": types.GameWindowClosedDocument,
    "\n  fragment RecordList_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": types.RecordList_PageInfoFragmentDoc,
    "\n  fragment BetTotalFigures on BetTotals {\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n": types.BetTotalFiguresFragmentDoc,
    "\n  fragment ContractCard_contract on Contract {\n    id\n    contractNo\n    kind\n    period\n    rate\n    status\n    endReason\n    upline {\n      account\n      nickname\n    }\n    downline {\n      account\n      nickname\n    }\n    offeredAt\n    activatedAt\n    endedAt\n    tiers {\n      periodValidBet\n      periodProfitAndLoss\n      activeMembers\n      rate\n      dailyBetAmount\n      hourlyBetAmount\n      profitSalaryRate\n      lossSalaryRate\n      singleBet\n    }\n  }\n": types.ContractCard_ContractFragmentDoc,
    "\n  fragment ContractAnswerOutcome on ContractAnswerPayload {\n    contract {\n      id\n      ...ContractCard_contract\n    }\n    affectedContracts {\n      id\n      ...ContractCard_contract\n    }\n    userErrors {\n      ...AgencyUserErrorFields @unmask\n    }\n  }\n": types.ContractAnswerOutcomeFragmentDoc,
    "\n  mutation AcceptContract($input: ContractAnswerInput!) {\n    acceptContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n": types.AcceptContractDocument,
    "\n  mutation RejectContract($input: ContractAnswerInput!) {\n    rejectContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n": types.RejectContractDocument,
    "\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      affectedContracts {\n        id\n        ...ContractCard_contract\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n": types.OfferContractDocument,
    "\n  mutation TerminateContract($input: TerminateContractInput!) {\n    terminateContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      terminatedContracts {\n        id\n        status\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TerminateContractDocument,
    "\n  mutation TransferToDownline($input: TransferToDownlineInput!) {\n    transferToDownline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        senderNickname\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TransferToDownlineDocument,
    "\n  fragment AnnouncementsPage_agentCentre on AgentCentre {\n    announcements(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          content\n          publishedAt\n          pinned\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AnnouncementsPage_AgentCentreFragmentDoc,
    "\n  fragment IncomePage_agentCentre on AgentCentre {\n    income(range: $range) {\n      total\n      sources {\n        type\n        amount\n        count\n      }\n    }\n  }\n": types.IncomePage_AgentCentreFragmentDoc,
    "\n  fragment RealTimeSalarySection_agentCentre on AgentCentre {\n    realTimeSalary {\n      periodMinutes\n      lastSettledAt\n      nextSettlementAt\n      totalSalary\n      todaySalary\n      periods(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            periodStart\n            periodEnd\n            validBet\n            winLoss\n            rate\n            salary\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.RealTimeSalarySection_AgentCentreFragmentDoc,
    "\n  fragment ReferralLinks_agentCentre on AgentCentre {\n    referral {\n      invitationCode\n      boundDomain\n      registerUrl\n      boundDomainUrl\n      qrCode\n    }\n  }\n": types.ReferralLinks_AgentCentreFragmentDoc,
    "\n  fragment TeamBetsPage_agentCentre on AgentCentre {\n    teamBets(filter: $filter, gameType: $gameType, groupBy: $groupBy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n          day\n          gameType\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n": types.TeamBetsPage_AgentCentreFragmentDoc,
    "\n  fragment TeamOverviewPage_agentCentre on AgentCentre {\n    teamOverview(range: $range) {\n      teamSize\n      directDownlines\n      subAgents\n      members\n      newMembers\n      activeMembers\n      teamBalance\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositCount\n      depositAmount\n      withdrawCount\n      withdrawAmount\n    }\n  }\n": types.TeamOverviewPage_AgentCentreFragmentDoc,
    "\n  fragment TeamSection_agentCentre on AgentCentre {\n    downlines(parentId: $parentId, search: $search, role: $role, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          account\n          nickname\n          isAgent\n          level\n          registeredAt\n          lastLoginAt\n          balance\n          directDownlines\n          teamSize\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.TeamSection_AgentCentreFragmentDoc,
    "\n  fragment TeamTransactionsPage_agentCentre on AgentCentre {\n    transactions(filter: $filter, type: $type, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          downlineId\n          account\n          type\n          amount\n          status\n          createdAt\n          remark\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n": types.TeamTransactionsPage_AgentCentreFragmentDoc,
    "\n  fragment UserLossPage_agentCentre on AgentCentre {\n    userLoss(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        betCount\n        validBet\n        winLoss\n      }\n    }\n  }\n": types.UserLossPage_AgentCentreFragmentDoc,
    "\n  fragment TeamBetRow_memberFigures on TeamBetRow {\n    downlineId\n    account\n    level\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n": types.TeamBetRow_MemberFiguresFragmentDoc,
    "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n": types.ChangePasswordModal_SiteFragmentDoc,
    "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n": types.ForgotPasswordModal_SiteFragmentDoc,
    "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      google\n      facebook\n      freePlay\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n  }\n": types.LoginForm_SiteFragmentDoc,
    "\n  fragment MobileField_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n": types.MobileField_SiteFragmentDoc,
    "\n  fragment RegisterModal_site on Site {\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    loginOptions {\n      thirdPartySms\n      google\n      facebook\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n": types.RegisterModal_SiteFragmentDoc,
    "\n  query FirebaseOptions {\n    site {\n      loginOptions {\n        firebase {\n          apiKey\n          authDomain\n          projectId\n          appId\n          emulatorUrl\n        }\n      }\n    }\n  }\n": types.FirebaseOptionsDocument,
    "\n  fragment HumanVerification_site on Site {\n    loginOptions {\n      humanVerification {\n        provider\n        siteKey\n      }\n    }\n  }\n": types.HumanVerification_SiteFragmentDoc,
    "\n  fragment LoginOutcome on LoginPayload {\n    viewer {\n      ...AuthSession_viewer\n    }\n    captchaRequired\n    firstTimeLogin\n    passwordChangeRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.LoginOutcomeFragmentDoc,
    "\n  fragment AuthSession_viewer on Viewer {\n    ...HeaderAccount_viewer\n    favouriteGameIds\n  }\n": types.AuthSession_ViewerFragmentDoc,
    "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...AuthSession_viewer\n    }\n  }\n": types.AuthSession_QueryFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n": types.LoginWithSmsDocument,
    "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n": types.LoginWithProviderDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ResetPasswordByPhoneDocument,
    "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.StartFreePlayDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      downline {\n        id\n        account\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RegisterDownlineDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.RequestCaptchaDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestSmsCodeDocument,
    "\n  mutation StartHumanVerification {\n    startHumanVerification {\n      challenge\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.StartHumanVerificationDocument,
    "\n  fragment UserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      patternId\n      digits\n    }\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n": types.AffiliateCodeCheckDocument,
    "\n  fragment RegistrationFieldRule on RegistrationField {\n    name\n    enabled\n    required\n    pattern\n    patternId\n    minLength\n    maxLength\n  }\n": types.RegistrationFieldRuleFragmentDoc,
    "\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      url\n    }\n  }\n": types.AppDownloadPanel_SiteFragmentDoc,
    "\n  fragment BannerCarousel_banner on Banner {\n    id\n    title\n    imageUrl\n    linkType\n    link\n  }\n": types.BannerCarousel_BannerFragmentDoc,
    "\n  fragment HelpCentre_topic on HelpTopic {\n    id\n    title\n    tag\n    content\n    children {\n      id\n      title\n      tag\n      content\n      children {\n        id\n        title\n        tag\n        content\n      }\n    }\n  }\n": types.HelpCentre_TopicFragmentDoc,
    "\n  query HelpModal {\n    helpTopics {\n      id\n      title\n      content\n      children {\n        id\n        title\n        content\n        children {\n          id\n          title\n          content\n        }\n      }\n    }\n  }\n": types.HelpModalDocument,
    "\n  fragment HelpTopicLinks_topic on HelpTopic {\n    id\n    title\n  }\n": types.HelpTopicLinks_TopicFragmentDoc,
    "\n  fragment JackpotTicker_site on Site {\n    jackpot {\n      currencySymbol\n      baseValue\n      growthPerSecond\n      startedAt\n    }\n  }\n": types.JackpotTicker_SiteFragmentDoc,
    "\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      # A lane is named by its category (lib/apollo/type-policies.ts): every selection of it carries that.\n      category\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n": types.SiteFooter_QueryFragmentDoc,
    "\n  fragment VendorLogoCarousel_vendor on Vendor {\n    id\n    name\n    iconUrl\n  }\n": types.VendorLogoCarousel_VendorFragmentDoc,
    "\n  query CustomerServiceChat {\n    site {\n      customerService {\n        kind\n        url\n      }\n    }\n  }\n": types.CustomerServiceChatDocument,
    "\n  fragment LiveJackpot_setting on Jackpot {\n    currencySymbol\n    baseValue\n    growthPerSecond\n    startedAt\n  }\n": types.LiveJackpot_SettingFragmentDoc,
    "\n  fragment LiveJackpot_event on LiveFeedEvent {\n    jackpot {\n      jackpot {\n        ...LiveJackpot_setting @unmask\n      }\n    }\n  }\n": types.LiveJackpot_EventFragmentDoc,
    "\n  fragment LiveJackpot_site on Site {\n    jackpot {\n      ...LiveJackpot_setting\n    }\n  }\n": types.LiveJackpot_SiteFragmentDoc,
    "\n  fragment FeedbackForm_rules on FeedbackRules {\n    types\n    minWords\n    maxWords\n    maxLength\n  }\n": types.FeedbackForm_RulesFragmentDoc,
    "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedbackId\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  fragment InboxMessageDialog_message on InboxMessage {\n    id\n    category\n    title\n    content\n    read\n    createdAt\n  }\n": types.InboxMessageDialog_MessageFragmentDoc,
    "\n  fragment InboxMessageRow_message on InboxMessage {\n    id\n    category\n    title\n    read\n    createdAt\n    ...InboxMessageDialog_message\n  }\n": types.InboxMessageRow_MessageFragmentDoc,
    "\n  mutation MarkAllInboxRead {\n    markInboxMessagesRead(input: { all: true }) {\n      updatedCount\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.MarkAllInboxReadDocument,
    "\n  mutation ReadInboxMessage($input: ReadInboxMessageInput!) {\n    readInboxMessage(input: $input) {\n      message {\n        id\n        read\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.ReadInboxMessageDocument,
    "\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n": types.CategoryLobby_QueryFragmentDoc,
    "\n  fragment CategoryLobby_vendor on Vendor {\n    id\n    name\n    gameTypes {\n      classification\n      name\n      gameCount\n    }\n  }\n": types.CategoryLobby_VendorFragmentDoc,
    "\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n": types.GameActions_QueryFragmentDoc,
    "\n  fragment GameActionsCardGame_game on Game {\n    id\n    opensGameList\n  }\n": types.GameActionsCardGame_GameFragmentDoc,
    "\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n": types.HomeLobby_QueryFragmentDoc,
    "\n  query PvpRooms($gameId: ID!) {\n    pvpRooms(gameId: $gameId) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      maxPlayers\n      tables\n      status\n    }\n  }\n": types.PvpRoomsDocument,
    "\n  fragment WinnersList_query on Query {\n    winners(board: LATEST) {\n      player\n      gameName\n      amount\n    }\n    biggestWins: winners(board: BIGGEST) {\n      player\n      gameName\n      amount\n    }\n  }\n": types.WinnersList_QueryFragmentDoc,
    "\n  fragment LiveWinners_event on LiveFeedEvent {\n    winners {\n      latest {\n        player\n        gameName\n        amount\n      }\n      biggest {\n        player\n        gameName\n        amount\n      }\n    }\n  }\n": types.LiveWinners_EventFragmentDoc,
    "\n  fragment FavouriteGameOutcome on FavouriteGamePayload {\n    game {\n      id\n      isFavourite\n    }\n    userErrors {\n      field\n      code\n    }\n  }\n": types.FavouriteGameOutcomeFragmentDoc,
    "\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n": types.AddFavouriteGameDocument,
    "\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n": types.RemoveFavouriteGameDocument,
    "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LaunchGameDocument,
    "\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n    ...LotteryOpenedNumbers_viewer\n  }\n": types.LotteryLobby_ViewerFragmentDoc,
    "\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule {\n        cadence\n        intervalSeconds\n        weekdays\n        time\n        timeZone\n      }\n    }\n  }\n": types.LotteryMenuSection_MenuFragmentDoc,
    "\n  fragment LotteryOpenedNumbers_viewer on Viewer {\n    lotteryOpenedNumbers(gameCode: $gameCode) @include(if: $withResults) {\n      gameCode\n      gameName\n      current {\n        drawNumber\n        closesAt\n      }\n      opened {\n        gameCode\n        drawNumber\n        numbers\n        drawnAt\n      }\n    }\n  }\n": types.LotteryOpenedNumbers_ViewerFragmentDoc,
    "\n  fragment LotteryResults_result on LotteryResult {\n    gameCode\n    gameName\n    drawNumber\n    numbers\n    drawnAt\n  }\n": types.LotteryResults_ResultFragmentDoc,
    "\n  fragment RecentLotteryGames_viewer on Viewer {\n    recentLotteryGames {\n      gameCode\n      name\n      prizeMode\n    }\n  }\n": types.RecentLotteryGames_ViewerFragmentDoc,
    "\n  mutation LaunchLottery($input: LaunchLotteryInput!) {\n    launchLottery(input: $input) {\n      url\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LaunchLotteryDocument,
    "\n  fragment MoneyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n": types.MoneyUserErrorFieldsFragmentDoc,
    "\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        ...ReceivingAccountFields @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.BindReceivingAccountDocument,
    "\n  mutation ConfirmWithdrawal($input: ConfirmWithdrawalInput!) {\n    confirmWithdrawal(input: $input) {\n      confirmation {\n        id\n        status\n        receivedAmount\n        remainingAmount\n        confirmedAt\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.ConfirmWithdrawalDocument,
    "\n  mutation CreateDeposit($input: CreateDepositInput!) {\n    createDeposit(input: $input) {\n      deposit {\n        id\n        ...DepositOrderPanel_order\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.CreateDepositDocument,
    "\n  mutation SetAvatar($input: SetAvatarInput!) {\n    setAvatar(input: $input) {\n      member {\n        id\n        avatarUrl\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.SetAvatarDocument,
    "\n  mutation SetWithdrawPassword($input: SetWithdrawPasswordInput!) {\n    setWithdrawPassword(input: $input) {\n      withdrawalRules {\n        hasWithdrawPassword\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.SetWithdrawPasswordDocument,
    "\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TransferAllToMainDocument,
    "\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TransferBetweenWalletsDocument,
    "\n  mutation TransferToUpline($input: TransferToUplineInput!) {\n    transferToUpline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.TransferToUplineDocument,
    "\n  mutation Withdraw($input: WithdrawInput!) {\n    withdraw(input: $input) {\n      withdrawal {\n        id\n        orderNo\n        amount\n        status\n      }\n      wallet {\n        id\n        heldAmount\n        mainBalance\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n": types.WithdrawDocument,
    "\n  fragment WalletBalances on Wallet {\n    id\n    sumBalance\n    mainBalance\n    vendorWallets {\n      walletId\n      name\n      balance\n    }\n  }\n": types.WalletBalancesFragmentDoc,
    "\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferAmount\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n": types.DepositOrderPanel_OrderFragmentDoc,
    "\n  query DepositOrderStatus($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DepositOrder {\n        status\n        ...DepositOrderPanel_order\n      }\n    }\n  }\n": types.DepositOrderStatusDocument,
    "\n  fragment DepositPage_viewer on Viewer {\n    depositChannels {\n      id\n      kind\n      provider\n      name\n      minAmount\n      maxAmount\n      presetAmounts\n      feeRate\n      tutorial\n      bankAccounts {\n        id\n        bankName\n        accountNumber\n        holderName\n        branch\n      }\n      telcos {\n        code\n        name\n        faceValues\n      }\n    }\n  }\n": types.DepositPage_ViewerFragmentDoc,
    "\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n": types.AccountRecordsPage_ViewerFragmentDoc,
    "\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n": types.BetRecordsPage_ViewerFragmentDoc,
    "\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalAmount\n    }\n  }\n": types.BonusRecordsPage_ViewerFragmentDoc,
    "\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n": types.ProfitPage_ViewerFragmentDoc,
    "\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n      boundAt\n    }\n  }\n": types.SecurityCenterPage_ViewerFragmentDoc,
    "\n  fragment PlayerRankPage_viewer on Viewer {\n    vip {\n      level\n      levelName\n      depositTotal\n      turnoverTotal\n      depositToNext\n      turnoverToNext\n      depositProgress\n      turnoverProgress\n      nextLevel {\n        level\n        name\n      }\n      levels {\n        level\n        name\n        depositRequired\n        turnoverRequired\n        upgradeBonus\n        monthlyBonus\n        rebateRate\n        dailyWithdrawCount\n        dailyWithdrawAmount\n        maxWithdrawAmount\n      }\n    }\n  }\n": types.PlayerRankPage_ViewerFragmentDoc,
    "\n  fragment TransferFundPage_viewer on Viewer {\n    wallet {\n      id\n      sumBalance\n      mode\n      mainWalletId\n      mainBalance\n      heldAmount\n      vendorWallets {\n        walletId\n        name\n        balance\n      }\n    }\n  }\n": types.TransferFundPage_ViewerFragmentDoc,
    "\n  fragment TransferUplinePage_viewer on Viewer {\n    member {\n      id\n      hasUpline\n    }\n    wallet {\n      id\n      mainBalance\n    }\n  }\n": types.TransferUplinePage_ViewerFragmentDoc,
    "\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n": types.WithdrawPage_ViewerFragmentDoc,
    "\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n": types.WithdrawalConfirmations_ViewerFragmentDoc,
    "\n  fragment ReceivingAccountFields on ReceivingAccount {\n    id\n    bankName\n    accountNumber\n    holderName\n  }\n": types.ReceivingAccountFieldsFragmentDoc,
    "\n  fragment MissionBoard_leaderboard on MissionLeaderboard {\n    period\n    startsAt\n    endsAt\n    entries {\n      rank\n      account\n      score\n      isMe\n    }\n    me {\n      rank\n      score\n    }\n  }\n": types.MissionBoard_LeaderboardFragmentDoc,
    "\n  fragment MissionCard_mission on Mission {\n    id\n    title\n    period\n    unit\n    progress\n    target\n    state\n    periodEndsAt\n    reward {\n      kind\n      points\n      amount\n    }\n  }\n": types.MissionCard_MissionFragmentDoc,
    "\n  fragment MissionSummary_summary on MissionSummary {\n    totalCount\n    completedCount\n    unclaimedCount\n    missions {\n      id\n      ...MissionCard_mission\n    }\n  }\n": types.MissionSummary_SummaryFragmentDoc,
    "\n  fragment BottomNav_query on Query {\n    gameLanes {\n      category\n      vendors {\n        id\n        ...CategoryMenu_vendor\n      }\n    }\n  }\n": types.BottomNav_QueryFragmentDoc,
    "\n  fragment CategoryMenu_vendor on Vendor {\n    id\n    code\n    name\n    isHot\n    page\n  }\n": types.CategoryMenu_VendorFragmentDoc,
    "\n  fragment SideMenu_query on Query {\n    site {\n      features {\n        referral\n      }\n      socialLinks {\n        network\n        url\n      }\n      customerService {\n        kind\n      }\n    }\n    viewer {\n      member {\n        id\n      }\n    }\n  }\n": types.SideMenu_QueryFragmentDoc,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": types.AnnouncementMarquee_NoticesFragmentDoc,
    "\n  fragment NoticeBrowser_connection on NoticeConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...NoticeListItem_notice\n        ...NoticeDetail_notice\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n": types.NoticeBrowser_ConnectionFragmentDoc,
    "\n  query NoticeBrowser($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      ...NoticeBrowser_connection @unmask\n    }\n  }\n": types.NoticeBrowserDocument,
    "\n  fragment NoticeDetail_notice on Notice {\n    id\n    title\n    content\n    startsAt\n  }\n": types.NoticeDetail_NoticeFragmentDoc,
    "\n  fragment NoticeListItem_notice on Notice {\n    id\n    title\n    startsAt\n  }\n": types.NoticeListItem_NoticeFragmentDoc,
    "\n  fragment PopupNotices_notice on Notice {\n    id\n    title\n    content\n  }\n": types.PopupNotices_NoticeFragmentDoc,
    "\n  fragment LiveNotices_event on LiveFeedEvent {\n    notices {\n      notices {\n        id\n        ...AnnouncementMarquee_notices\n      }\n    }\n  }\n": types.LiveNotices_EventFragmentDoc,
    "\n  fragment PointRewardCard_reward on PointReward {\n    id\n    name\n    description\n    imageUrl\n    type\n    pointsRequired\n    amount\n    stock\n    minVipLevel\n    soldOut\n  }\n": types.PointRewardCard_RewardFragmentDoc,
    "\n  fragment PointsDetailRow_detail on PointsDetail {\n    id\n    pointType\n    points\n    balanceAfter\n    remark\n    orderNo\n    createdAt\n  }\n": types.PointsDetailRow_DetailFragmentDoc,
    "\n  fragment PointsSummary_points on PointsAccount {\n    id\n    ...PointsBalance_points @unmask\n    rules {\n      pointsRatio\n      minConvertPoints\n      maxConvertPoints\n      neverExpire\n    }\n  }\n": types.PointsSummary_PointsFragmentDoc,
    "\n  fragment RedeemOrderRow_order on RedeemOrder {\n    id\n    orderNo\n    rewardName\n    imageUrl\n    quantity\n    points\n    amount\n    status\n    remark\n    receivingAddress\n    paidAccount\n    createdAt\n  }\n": types.RedeemOrderRow_OrderFragmentDoc,
    "\n  fragment PointsBalance_points on PointsAccount {\n    id\n    balance\n    pendingPoints\n    totalEarned\n    totalSpent\n  }\n": types.PointsBalance_PointsFragmentDoc,
    "\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      conversion {\n        orderNo\n        points\n        amount\n        mainBalance\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.ConvertPointsDocument,
    "\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      order {\n        id\n        orderNo\n        status\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.RedeemPointRewardDocument,
    "\n  fragment PromotionAction_promotion on Promotion {\n    id\n    title\n    memberState\n    claimMode\n    ticketKind\n  }\n": types.PromotionAction_PromotionFragmentDoc,
    "\n  fragment PromotionApplicationRow_application on PromotionApplication {\n    id\n    promotionTitle\n    comment\n    imageCount\n    status\n    remark\n    createdAt\n    reviewedAt\n  }\n": types.PromotionApplicationRow_ApplicationFragmentDoc,
    "\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n  }\n": types.PromotionCard_PromotionFragmentDoc,
    "\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n    rules\n    # The member's state and action, which PromotionAction reads from the cache by the promotion's id.\n    ...PromotionAction_promotion\n  }\n": types.PromotionDetail_PromotionFragmentDoc,
    "\n  fragment PromotionTags_promotion on Promotion {\n    badge\n    type\n    state\n  }\n": types.PromotionTags_PromotionFragmentDoc,
    "\n  mutation ApplyPromotion($input: ApplyPromotionInput!) {\n    applyPromotion(input: $input) {\n      application {\n        id\n        status\n        promotion {\n          id\n          memberState\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.ApplyPromotionDocument,
    "\n  mutation ClaimRafflePromotion($input: ClaimRafflePromotionInput!) {\n    claimRafflePromotion(input: $input) {\n      claim {\n        id\n        ticketKind\n        prize\n        promotion {\n          id\n          memberState\n        }\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.ClaimRafflePromotionDocument,
    "\n  fragment InviteeRow_invitee on ReferralInvitee {\n    account\n    nickname\n    joinedAt\n  }\n": types.InviteeRow_InviteeFragmentDoc,
    "\n  fragment ReferralPage_referral on Referral {\n    enabled\n    code\n    link\n    qrCode\n  }\n": types.ReferralPage_ReferralFragmentDoc,
    "\n  fragment RewardItemRow_item on RewardItem {\n    id\n    source\n    title\n    kind\n    amount\n    points\n    status\n    createdAt\n    claimedAt\n  }\n": types.RewardItemRow_ItemFragmentDoc,
    "\n  mutation ClaimReward($input: ClaimRewardInput!) {\n    claimReward(input: $input) {\n      reward {\n        id\n        status\n        claimedAt\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n": types.ClaimRewardDocument,
    "\n  fragment LineSwitcher_query on Query {\n    site {\n      lines {\n        url\n        lineNo\n        recommended\n      }\n    }\n  }\n": types.LineSwitcher_QueryFragmentDoc,
    "\n  fragment AgencyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      maxRate\n    }\n  }\n": types.AgencyUserErrorFieldsFragmentDoc,
    "\n  fragment RewardsUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      maxFiles\n      maxBytes\n      limit\n      maxPoints\n      minPoints\n      minVipLevel\n      minWords\n      maxWords\n    }\n  }\n": types.RewardsUserErrorFieldsFragmentDoc,
    "\n  fragment UserErrorBase on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      retryAfterSeconds\n    }\n  }\n": types.UserErrorBaseFragmentDoc,
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
export function graphql(source: "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      imageCdns\n      currency {\n        symbol\n      }\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      member {\n        id\n        isAgent\n        isTrial\n      }\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n    ...LineSwitcher_query\n  }\n"): (typeof documents)["\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      imageCdns\n      currency {\n        symbol\n      }\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      member {\n        id\n        isAgent\n        isTrial\n      }\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n    ...BottomNav_query\n    ...SideMenu_query\n    ...SiteFooter_query\n    ...LineSwitcher_query\n  }\n"];
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
export function graphql(source: "\n  fragment LiveSiteStatus_event on LiveFeedEvent {\n    siteStatus {\n      maintenance\n      maintenanceEndsAt\n    }\n  }\n"): (typeof documents)["\n  fragment LiveSiteStatus_event on LiveFeedEvent {\n    siteStatus {\n      maintenance\n      maintenanceEndsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveFeeds($feeds: [LiveFeed!]!) {\n    liveFeeds(feeds: $feeds) {\n      feed\n      ...LiveFigures_balance @unmask\n      ...LiveFigures_counts @unmask\n      ...LiveJackpot_event @unmask\n      ...LiveWinners_event @unmask\n      ...LiveNotices_event @unmask\n      ...LiveSiteStatus_event @unmask\n    }\n  }\n"): (typeof documents)["\n  subscription LiveFeeds($feeds: [LiveFeed!]!) {\n    liveFeeds(feeds: $feeds) {\n      feed\n      ...LiveFigures_balance @unmask\n      ...LiveFigures_counts @unmask\n      ...LiveJackpot_event @unmask\n      ...LiveWinners_event @unmask\n      ...LiveNotices_event @unmask\n      ...LiveSiteStatus_event @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n"): (typeof documents)["\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterBanners {\n    banners(group: REGISTER) {\n      id\n      ...BannerCarousel_banner\n    }\n  }\n"): (typeof documents)["\n  query RegisterBanners {\n    banners(group: REGISTER) {\n      id\n      ...BannerCarousel_banner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      # The unit amounts are written in (lib/money/money-unit.ts): a server-rendered page and its hydration show the\n      # winners' amounts with it before the member part (the shell's own copy) has arrived.\n      currency {\n        symbol\n      }\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n"): (typeof documents)["\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...HomeLobby_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n      ...NoticeBrowser_connection\n    }\n    banners(group: HOME) {\n      id\n      ...BannerCarousel_banner\n    }\n    site {\n      # The unit amounts are written in (lib/money/money-unit.ts): a server-rendered page and its hydration show the\n      # winners' amounts with it before the member part (the shell's own copy) has arrived.\n      currency {\n        symbol\n      }\n      ...JackpotTicker_site\n    }\n    popupNotices {\n      id\n      ...PopupNotices_notice\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMember {\n    ...AppShell_query\n    ...GameActions_query\n  }\n"): (typeof documents)["\n  query HomeMember {\n    ...AppShell_query\n    ...GameActions_query\n  }\n"];
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
export function graphql(source: "\n  fragment AgentCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n        isAgent\n      }\n      agentCentre {\n        pages\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AgentCentreRoute_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n        isAgent\n      }\n      agentCentre {\n        pages\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentLoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n"): (typeof documents)["\n  query AgentLoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentMenuRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n  }\n"): (typeof documents)["\n  query AgentMenuRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentAnnouncementsRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...AnnouncementsPage_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentAnnouncementsRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...AnnouncementsPage_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentContractKindRoute($realTime: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      contracts {\n        held {\n          id\n          kind\n          ...ContractCard_contract\n        }\n      }\n      agentCentre {\n        agent {\n          id\n          account\n        }\n        ...RealTimeSalarySection_agentCentre @include(if: $realTime)\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentContractKindRoute($realTime: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      contracts {\n        held {\n          id\n          kind\n          ...ContractCard_contract\n        }\n      }\n      agentCentre {\n        agent {\n          id\n          account\n        }\n        ...RealTimeSalarySection_agentCentre @include(if: $realTime)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractRequestRoute {\n    ...AppShell_query\n    viewer {\n      contracts {\n        requests {\n          id\n          ...ContractCard_contract\n        }\n        held {\n          id\n          ...ContractCard_contract\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractRequestRoute {\n    ...AppShell_query\n    viewer {\n      contracts {\n        requests {\n          id\n          ...ContractCard_contract\n        }\n        held {\n          id\n          ...ContractCard_contract\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentIncomeRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...IncomePage_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentIncomeRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...IncomePage_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentRegisterCenterRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    site {\n      ...RegisterModal_site\n    }\n    viewer {\n      agentCentre {\n        ...ReferralLinks_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentRegisterCenterRoute {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    site {\n      ...RegisterModal_site\n    }\n    viewer {\n      agentCentre {\n        ...ReferralLinks_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentTeamBetsRoute($filter: TeamReportFilter, $gameType: BetGameType, $groupBy: TeamBetGrouping!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamBetsPage_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentTeamBetsRoute($filter: TeamReportFilter, $gameType: BetGameType, $groupBy: TeamBetGrouping!, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamBetsPage_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentTeamRoute($parentId: ID, $search: String, $role: DownlineRole, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamSection_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentTeamRoute($parentId: ID, $search: String, $role: DownlineRole, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamSection_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentDownlineContractsRoute($kind: ContractKind, $status: ContractStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        downlineContracts(kind: $kind, status: $status, first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              id\n              status\n              ...ContractCard_contract\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentDownlineContractsRoute($kind: ContractKind, $status: ContractStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        downlineContracts(kind: $kind, status: $status, first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              id\n              status\n              ...ContractCard_contract\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentTeamOverviewRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamOverviewPage_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentTeamOverviewRoute($range: DateRangeInput) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamOverviewPage_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentTeamTransactionsRoute($filter: TeamReportFilter, $type: TeamTransactionType, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamTransactionsPage_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentTeamTransactionsRoute($filter: TeamReportFilter, $type: TeamTransactionType, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...TeamTransactionsPage_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentUserLossRoute($filter: TeamReportFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...UserLossPage_agentCentre\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgentUserLossRoute($filter: TeamReportFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...AgentCentreRoute_query\n    viewer {\n      agentCentre {\n        ...UserLossPage_agentCentre\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryGames_connection on GameConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...GameTile_game\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n"): (typeof documents)["\n  fragment CategoryGames_connection on GameConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...GameTile_game\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendorPage: String\n    $withVendor: Boolean!\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    # The unit amounts are written in, for a server-rendered page's first pass (HomeRoute has it too).\n    site {\n      currency {\n        symbol\n      }\n    }\n    ...CategoryLobby_query\n    vendorByPage(category: $category, page: $vendorPage) @include(if: $withVendor) {\n      id\n      ...CategoryLobby_vendor\n    }\n    games(\n      category: $category\n      vendorPage: $vendorPage\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      ...CategoryGames_connection @unmask\n    }\n  }\n"): (typeof documents)["\n  query CategoryRoute(\n    $category: GameCategory!\n    $vendorPage: String\n    $withVendor: Boolean!\n    $classification: String\n    $search: String\n    $first: Int!\n    $after: String\n    $games: Boolean!\n    $bannerGroup: BannerGroup!\n    $withBanners: Boolean!\n  ) {\n    banners(group: $bannerGroup) @include(if: $withBanners) {\n      id\n      ...BannerCarousel_banner\n    }\n    # The unit amounts are written in, for a server-rendered page's first pass (HomeRoute has it too).\n    site {\n      currency {\n        symbol\n      }\n    }\n    ...CategoryLobby_query\n    vendorByPage(category: $category, page: $vendorPage) @include(if: $withVendor) {\n      id\n      ...CategoryLobby_vendor\n    }\n    games(\n      category: $category\n      vendorPage: $vendorPage\n      classification: $classification\n      search: $search\n      first: $first\n      after: $after\n    ) @include(if: $games) {\n      ...CategoryGames_connection @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryMember($first: Int!, $after: String, $favourites: Boolean!, $recent: Boolean!) {\n    ...AppShell_query\n    ...GameActions_query\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        ...CategoryGames_connection @unmask\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        ...CategoryGames_connection @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryMember($first: Int!, $after: String, $favourites: Boolean!, $recent: Boolean!) {\n    ...AppShell_query\n    ...GameActions_query\n    viewer {\n      favouriteGames(first: $first, after: $after) @include(if: $favourites) {\n        ...CategoryGames_connection @unmask\n      }\n      recentGames(first: $first, after: $after) @include(if: $recent) {\n        ...CategoryGames_connection @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n  }\n"): (typeof documents)["\n  query LotteryRoute($vn: Boolean!, $sea: Boolean!, $gameCode: String, $withResults: Boolean!, $resultsCount: Int!) {\n    vnMenus: lotteryMenus(area: VN) @include(if: $vn) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    seaMenus: lotteryMenus(area: SEA) @include(if: $sea) {\n      id\n      ...LotteryMenuSection_menu\n    }\n    lotteryResults(gameCode: $gameCode, first: $resultsCount) @include(if: $withResults) {\n      gameCode\n      drawNumber\n      ...LotteryResults_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryMember_query on Query {\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n"): (typeof documents)["\n  fragment LotteryMember_query on Query {\n    viewer {\n      ...LotteryLobby_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryMember($gameCode: String, $withResults: Boolean!) {\n    ...AppShell_query\n    ...LotteryMember_query\n  }\n"): (typeof documents)["\n  query LotteryMember($gameCode: String, $withResults: Boolean!) {\n    ...AppShell_query\n    ...LotteryMember_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query VendorLaunchRoute {\n    ...AppShell_query\n    gameLanes {\n      category\n      vendors {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeWinnersRefresh {\n    ...WinnersList_query\n  }\n"): (typeof documents)["\n  query HomeWinnersRefresh {\n    ...WinnersList_query\n  }\n"];
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
export function graphql(source: "\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query DepositRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...DepositPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberCentreRoute_query on Query {\n    ...MemberCentreGuard_query\n    viewer {\n      ...ViewerCounts_viewer\n    }\n  }\n"): (typeof documents)["\n  fragment MemberCentreRoute_query on Query {\n    ...MemberCentreGuard_query\n    viewer {\n      ...ViewerCounts_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberCentreGuard_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MemberCentreGuard_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n"): (typeof documents)["\n  query MemberMenuRoute {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRoute($filter: InboxFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ViewerCounts_viewer\n      inbox(filter: $filter, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...InboxMessageRow_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageRoute($filter: InboxFilter, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      ...ViewerCounts_viewer\n      inbox(filter: $filter, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...InboxMessageRow_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissionLeaderboardRoute($period: MissionPeriod, $boardPeriod: MissionPeriod!, $boardSize: Int!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      missions(period: $period) {\n        ...MissionSummary_summary @unmask\n      }\n      missionLeaderboard(period: $boardPeriod, first: $boardSize) {\n        ...MissionBoard_leaderboard @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query MissionLeaderboardRoute($period: MissionPeriod, $boardPeriod: MissionPeriod!, $boardSize: Int!) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      missions(period: $period) {\n        ...MissionSummary_summary @unmask\n      }\n      missionLeaderboard(period: $boardPeriod, first: $boardSize) {\n        ...MissionBoard_leaderboard @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query ReferralRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      referral {\n        ...ReferralPage_referral\n        invitees(first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              ...InviteeRow_invitee @unmask\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReferralRoute($first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      referral {\n        ...ReferralPage_referral\n        invitees(first: $first, after: $after) {\n          edges {\n            cursor\n            node {\n              ...InviteeRow_invitee @unmask\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardCenterRoute($status: RewardItemStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      rewardCentre(status: $status, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...RewardItemRow_item\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query RewardCenterRoute($status: RewardItemStatus, $first: Int!, $after: String) {\n    ...AppShell_query\n    ...MemberCentreRoute_query\n    viewer {\n      rewardCentre(status: $status, first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...RewardItemRow_item\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query FeedbackRoute {\n    ...AppShell_query\n    feedbackRules {\n      ...FeedbackForm_rules\n    }\n  }\n"): (typeof documents)["\n  query FeedbackRoute {\n    ...AppShell_query\n    feedbackRules {\n      ...FeedbackForm_rules\n    }\n  }\n"];
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
export function graphql(source: "\n  query PointMallRoute(\n    $rewardType: PointRewardType\n    $catalogue: Boolean!\n    $history: Boolean!\n    $details: Boolean!\n    $orderFilter: RedeemOrderFilter\n    $detailFilter: PointsDetailFilter\n    $first: Int!\n    $after: String\n  ) {\n    ...AppShell_query\n    banners(group: POINT_MALL) {\n      id\n      ...BannerCarousel_banner\n    }\n    viewer {\n      member {\n        vipLevel\n      }\n      points {\n        id\n        balance\n        rules {\n          maxRedeemQuantity\n        }\n        ...PointsSummary_points\n        rewards(type: $rewardType) @include(if: $catalogue) {\n          id\n          ...PointRewardCard_reward\n        }\n        redeemOrders(first: $first, after: $after, filter: $orderFilter) @include(if: $history) {\n          edges {\n            cursor\n            node {\n              id\n              ...RedeemOrderRow_order\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n        details(first: $first, after: $after, filter: $detailFilter) @include(if: $details) {\n          edges {\n            cursor\n            node {\n              id\n              ...PointsDetailRow_detail\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalIn\n          totalOut\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PointMallRoute(\n    $rewardType: PointRewardType\n    $catalogue: Boolean!\n    $history: Boolean!\n    $details: Boolean!\n    $orderFilter: RedeemOrderFilter\n    $detailFilter: PointsDetailFilter\n    $first: Int!\n    $after: String\n  ) {\n    ...AppShell_query\n    banners(group: POINT_MALL) {\n      id\n      ...BannerCarousel_banner\n    }\n    viewer {\n      member {\n        vipLevel\n      }\n      points {\n        id\n        balance\n        rules {\n          maxRedeemQuantity\n        }\n        ...PointsSummary_points\n        rewards(type: $rewardType) @include(if: $catalogue) {\n          id\n          ...PointRewardCard_reward\n        }\n        redeemOrders(first: $first, after: $after, filter: $orderFilter) @include(if: $history) {\n          edges {\n            cursor\n            node {\n              id\n              ...RedeemOrderRow_order\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n        }\n        details(first: $first, after: $after, filter: $detailFilter) @include(if: $details) {\n          edges {\n            cursor\n            node {\n              id\n              ...PointsDetailRow_detail\n            }\n          }\n          pageInfo {\n            hasNextPage\n            endCursor\n          }\n          totalIn\n          totalOut\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionDetailRoute($id: ID!) {\n    ...AppShell_query\n    node(id: $id) {\n      __typename\n      id\n      ... on Promotion {\n        ...PromotionDetail_promotion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionsRoute($type: PromotionType) {\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n"): (typeof documents)["\n  query PromotionsRoute($type: PromotionType) {\n    banners(group: PROMOTIONS) {\n      id\n      ...BannerCarousel_banner\n    }\n    promotionTypes\n    promotions(type: $type) {\n      id\n      ...PromotionCard_promotion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionsMember($type: PromotionType, $applications: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    promotions(type: $type) {\n      id\n      ...PromotionAction_promotion\n    }\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      promotionApplications(first: $first, after: $after) @include(if: $applications) {\n        edges {\n          cursor\n          node {\n            id\n            ...PromotionApplicationRow_application\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionsMember($type: PromotionType, $applications: Boolean!, $first: Int!, $after: String) {\n    ...AppShell_query\n    promotions(type: $type) {\n      id\n      ...PromotionAction_promotion\n    }\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      promotionApplications(first: $first, after: $after) @include(if: $applications) {\n        edges {\n          cursor\n          node {\n            id\n            ...PromotionApplicationRow_application\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteErrorShell {\n    ...AppShell_query\n  }\n"): (typeof documents)["\n  query RouteErrorShell {\n    ...AppShell_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      isAgent\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n      isAgent\n      vipLevel\n      hasMemberLabel\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderBalance {\n    viewer {\n      headerWallet(wait: true) {\n        id\n        sumBalance\n      }\n      headerCounts(wait: true) {\n        missions\n        inbox\n        rewards\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeaderBalance {\n    viewer {\n      headerWallet(wait: true) {\n        id\n        sumBalance\n      }\n      headerCounts(wait: true) {\n        missions\n        inbox\n        rewards\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderFigures_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderFigures_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveFigures_balance on LiveFeedEvent {\n    balance {\n      id\n      sumBalance\n    }\n  }\n"): (typeof documents)["\n  fragment LiveFigures_balance on LiveFeedEvent {\n    balance {\n      id\n      sumBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveFigures_counts on LiveFeedEvent {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"): (typeof documents)["\n  fragment LiveFigures_counts on LiveFeedEvent {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderCounts_viewer on Viewer {\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderCounts_viewer on Viewer {\n    headerCounts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderWallet_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderWallet_viewer on Viewer {\n    headerWallet {\n      id\n      sumBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerCounts_viewer on Viewer {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerCounts_viewer on Viewer {\n    counts {\n      missions\n      inbox\n      rewards\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameTile_game on Game {\n    id\n    name\n    gameCode\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n  }\n"): (typeof documents)["\n  fragment GameTile_game on Game {\n    id\n    name\n    gameCode\n    vendorCode\n    vendorName\n    category\n    iconUrl\n    fallbackIconUrl\n    isHot\n    isNew\n    maintenance\n    opensGameList\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GameWindowClosed {\n    gameWindowClosed {\n      userErrors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GameWindowClosed {\n    gameWindowClosed {\n      userErrors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordList_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"): (typeof documents)["\n  fragment RecordList_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BetTotalFigures on BetTotals {\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n"): (typeof documents)["\n  fragment BetTotalFigures on BetTotals {\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractCard_contract on Contract {\n    id\n    contractNo\n    kind\n    period\n    rate\n    status\n    endReason\n    upline {\n      account\n      nickname\n    }\n    downline {\n      account\n      nickname\n    }\n    offeredAt\n    activatedAt\n    endedAt\n    tiers {\n      periodValidBet\n      periodProfitAndLoss\n      activeMembers\n      rate\n      dailyBetAmount\n      hourlyBetAmount\n      profitSalaryRate\n      lossSalaryRate\n      singleBet\n    }\n  }\n"): (typeof documents)["\n  fragment ContractCard_contract on Contract {\n    id\n    contractNo\n    kind\n    period\n    rate\n    status\n    endReason\n    upline {\n      account\n      nickname\n    }\n    downline {\n      account\n      nickname\n    }\n    offeredAt\n    activatedAt\n    endedAt\n    tiers {\n      periodValidBet\n      periodProfitAndLoss\n      activeMembers\n      rate\n      dailyBetAmount\n      hourlyBetAmount\n      profitSalaryRate\n      lossSalaryRate\n      singleBet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractAnswerOutcome on ContractAnswerPayload {\n    contract {\n      id\n      ...ContractCard_contract\n    }\n    affectedContracts {\n      id\n      ...ContractCard_contract\n    }\n    userErrors {\n      ...AgencyUserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment ContractAnswerOutcome on ContractAnswerPayload {\n    contract {\n      id\n      ...ContractCard_contract\n    }\n    affectedContracts {\n      id\n      ...ContractCard_contract\n    }\n    userErrors {\n      ...AgencyUserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptContract($input: ContractAnswerInput!) {\n    acceptContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptContract($input: ContractAnswerInput!) {\n    acceptContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectContract($input: ContractAnswerInput!) {\n    rejectContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RejectContract($input: ContractAnswerInput!) {\n    rejectContract(input: $input) {\n      ...ContractAnswerOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      affectedContracts {\n        id\n        ...ContractCard_contract\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OfferContract($input: OfferContractInput!) {\n    offerContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      affectedContracts {\n        id\n        ...ContractCard_contract\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TerminateContract($input: TerminateContractInput!) {\n    terminateContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      terminatedContracts {\n        id\n        status\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TerminateContract($input: TerminateContractInput!) {\n    terminateContract(input: $input) {\n      contract {\n        id\n        ...ContractCard_contract\n      }\n      terminatedContracts {\n        id\n        status\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferToDownline($input: TransferToDownlineInput!) {\n    transferToDownline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        senderNickname\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferToDownline($input: TransferToDownlineInput!) {\n    transferToDownline(input: $input) {\n      transfer {\n        orderNo\n        sender\n        senderNickname\n        recipient\n        recipientNickname\n        amount\n        note\n        createdAt\n      }\n      wallet {\n        id\n      }\n      userErrors {\n        ...AgencyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementsPage_agentCentre on AgentCentre {\n    announcements(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          content\n          publishedAt\n          pinned\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  fragment AnnouncementsPage_agentCentre on AgentCentre {\n    announcements(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          content\n          publishedAt\n          pinned\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncomePage_agentCentre on AgentCentre {\n    income(range: $range) {\n      total\n      sources {\n        type\n        amount\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment IncomePage_agentCentre on AgentCentre {\n    income(range: $range) {\n      total\n      sources {\n        type\n        amount\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RealTimeSalarySection_agentCentre on AgentCentre {\n    realTimeSalary {\n      periodMinutes\n      lastSettledAt\n      nextSettlementAt\n      totalSalary\n      todaySalary\n      periods(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            periodStart\n            periodEnd\n            validBet\n            winLoss\n            rate\n            salary\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RealTimeSalarySection_agentCentre on AgentCentre {\n    realTimeSalary {\n      periodMinutes\n      lastSettledAt\n      nextSettlementAt\n      totalSalary\n      todaySalary\n      periods(first: $first, after: $after) {\n        edges {\n          cursor\n          node {\n            periodStart\n            periodEnd\n            validBet\n            winLoss\n            rate\n            salary\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralLinks_agentCentre on AgentCentre {\n    referral {\n      invitationCode\n      boundDomain\n      registerUrl\n      boundDomainUrl\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  fragment ReferralLinks_agentCentre on AgentCentre {\n    referral {\n      invitationCode\n      boundDomain\n      registerUrl\n      boundDomainUrl\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamBetsPage_agentCentre on AgentCentre {\n    teamBets(filter: $filter, gameType: $gameType, groupBy: $groupBy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n          day\n          gameType\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TeamBetsPage_agentCentre on AgentCentre {\n    teamBets(filter: $filter, gameType: $gameType, groupBy: $groupBy, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n          day\n          gameType\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamOverviewPage_agentCentre on AgentCentre {\n    teamOverview(range: $range) {\n      teamSize\n      directDownlines\n      subAgents\n      members\n      newMembers\n      activeMembers\n      teamBalance\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositCount\n      depositAmount\n      withdrawCount\n      withdrawAmount\n    }\n  }\n"): (typeof documents)["\n  fragment TeamOverviewPage_agentCentre on AgentCentre {\n    teamOverview(range: $range) {\n      teamSize\n      directDownlines\n      subAgents\n      members\n      newMembers\n      activeMembers\n      teamBalance\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositCount\n      depositAmount\n      withdrawCount\n      withdrawAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamSection_agentCentre on AgentCentre {\n    downlines(parentId: $parentId, search: $search, role: $role, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          account\n          nickname\n          isAgent\n          level\n          registeredAt\n          lastLoginAt\n          balance\n          directDownlines\n          teamSize\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  fragment TeamSection_agentCentre on AgentCentre {\n    downlines(parentId: $parentId, search: $search, role: $role, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          account\n          nickname\n          isAgent\n          level\n          registeredAt\n          lastLoginAt\n          balance\n          directDownlines\n          teamSize\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamTransactionsPage_agentCentre on AgentCentre {\n    transactions(filter: $filter, type: $type, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          downlineId\n          account\n          type\n          amount\n          status\n          createdAt\n          remark\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n"): (typeof documents)["\n  fragment TeamTransactionsPage_agentCentre on AgentCentre {\n    transactions(filter: $filter, type: $type, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          downlineId\n          account\n          type\n          amount\n          status\n          createdAt\n          remark\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserLossPage_agentCentre on AgentCentre {\n    userLoss(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        betCount\n        validBet\n        winLoss\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment UserLossPage_agentCentre on AgentCentre {\n    userLoss(filter: $filter, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...TeamBetRow_memberFigures @unmask\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        betCount\n        validBet\n        winLoss\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamBetRow_memberFigures on TeamBetRow {\n    downlineId\n    account\n    level\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n"): (typeof documents)["\n  fragment TeamBetRow_memberFigures on TeamBetRow {\n    downlineId\n    account\n    level\n    betCount\n    betAmount\n    validBet\n    winLoss\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    registrationForm {\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      google\n      facebook\n      freePlay\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n  }\n"): (typeof documents)["\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      google\n      facebook\n      freePlay\n      thirdPartySms\n    }\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MobileField_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n"): (typeof documents)["\n  fragment MobileField_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegisterModal_site on Site {\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    loginOptions {\n      thirdPartySms\n      google\n      facebook\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RegisterModal_site on Site {\n    ...MobileField_site @unmask\n    ...HumanVerification_site @unmask\n    loginOptions {\n      thirdPartySms\n      google\n      facebook\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        ...RegistrationFieldRule @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirebaseOptions {\n    site {\n      loginOptions {\n        firebase {\n          apiKey\n          authDomain\n          projectId\n          appId\n          emulatorUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FirebaseOptions {\n    site {\n      loginOptions {\n        firebase {\n          apiKey\n          authDomain\n          projectId\n          appId\n          emulatorUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HumanVerification_site on Site {\n    loginOptions {\n      humanVerification {\n        provider\n        siteKey\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HumanVerification_site on Site {\n    loginOptions {\n      humanVerification {\n        provider\n        siteKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoginOutcome on LoginPayload {\n    viewer {\n      ...AuthSession_viewer\n    }\n    captchaRequired\n    firstTimeLogin\n    passwordChangeRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment LoginOutcome on LoginPayload {\n    viewer {\n      ...AuthSession_viewer\n    }\n    captchaRequired\n    firstTimeLogin\n    passwordChangeRequired\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession_viewer on Viewer {\n    ...HeaderAccount_viewer\n    favouriteGameIds\n  }\n"): (typeof documents)["\n  fragment AuthSession_viewer on Viewer {\n    ...HeaderAccount_viewer\n    favouriteGameIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...AuthSession_viewer\n    }\n  }\n"): (typeof documents)["\n  fragment AuthSession_query on Query {\n    viewer {\n      ...AuthSession_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      ...LoginOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...AuthSession_viewer\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      downline {\n        id\n        account\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterDownline($input: RegisterDownlineInput!) {\n    registerDownline(input: $input) {\n      downline {\n        id\n        account\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation StartHumanVerification {\n    startHumanVerification {\n      challenge\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartHumanVerification {\n    startHumanVerification {\n      challenge\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      patternId\n      digits\n    }\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      patternId\n      digits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n"): (typeof documents)["\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationFieldRule on RegistrationField {\n    name\n    enabled\n    required\n    pattern\n    patternId\n    minLength\n    maxLength\n  }\n"): (typeof documents)["\n  fragment RegistrationFieldRule on RegistrationField {\n    name\n    enabled\n    required\n    pattern\n    patternId\n    minLength\n    maxLength\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment AppDownloadPanel_site on Site {\n    appDownloads {\n      platform\n      url\n    }\n  }\n"];
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
export function graphql(source: "\n  query HelpModal {\n    helpTopics {\n      id\n      title\n      content\n      children {\n        id\n        title\n        content\n        children {\n          id\n          title\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HelpModal {\n    helpTopics {\n      id\n      title\n      content\n      children {\n        id\n        title\n        content\n        children {\n          id\n          title\n          content\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      # A lane is named by its category (lib/apollo/type-policies.ts): every selection of it carries that.\n      category\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n"): (typeof documents)["\n  fragment SiteFooter_query on Query {\n    gameLanes {\n      # A lane is named by its category (lib/apollo/type-policies.ts): every selection of it carries that.\n      category\n      vendors {\n        id\n        ...VendorLogoCarousel_vendor\n      }\n    }\n    helpTopics {\n      id\n      ...HelpTopicLinks_topic\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment LiveJackpot_setting on Jackpot {\n    currencySymbol\n    baseValue\n    growthPerSecond\n    startedAt\n  }\n"): (typeof documents)["\n  fragment LiveJackpot_setting on Jackpot {\n    currencySymbol\n    baseValue\n    growthPerSecond\n    startedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveJackpot_event on LiveFeedEvent {\n    jackpot {\n      jackpot {\n        ...LiveJackpot_setting @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LiveJackpot_event on LiveFeedEvent {\n    jackpot {\n      jackpot {\n        ...LiveJackpot_setting @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveJackpot_site on Site {\n    jackpot {\n      ...LiveJackpot_setting\n    }\n  }\n"): (typeof documents)["\n  fragment LiveJackpot_site on Site {\n    jackpot {\n      ...LiveJackpot_setting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackForm_rules on FeedbackRules {\n    types\n    minWords\n    maxWords\n    maxLength\n  }\n"): (typeof documents)["\n  fragment FeedbackForm_rules on FeedbackRules {\n    types\n    minWords\n    maxWords\n    maxLength\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedbackId\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: SubmitFeedbackInput!) {\n    submitFeedback(input: $input) {\n      feedbackId\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxMessageDialog_message on InboxMessage {\n    id\n    category\n    title\n    content\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment InboxMessageDialog_message on InboxMessage {\n    id\n    category\n    title\n    content\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InboxMessageRow_message on InboxMessage {\n    id\n    category\n    title\n    read\n    createdAt\n    ...InboxMessageDialog_message\n  }\n"): (typeof documents)["\n  fragment InboxMessageRow_message on InboxMessage {\n    id\n    category\n    title\n    read\n    createdAt\n    ...InboxMessageDialog_message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllInboxRead {\n    markInboxMessagesRead(input: { all: true }) {\n      updatedCount\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllInboxRead {\n    markInboxMessagesRead(input: { all: true }) {\n      updatedCount\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadInboxMessage($input: ReadInboxMessageInput!) {\n    readInboxMessage(input: $input) {\n      message {\n        id\n        read\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReadInboxMessage($input: ReadInboxMessageInput!) {\n    readInboxMessage(input: $input) {\n      message {\n        id\n        read\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryLobby_query on Query {\n    gameLanes {\n      category\n      classifications\n      vendors {\n        id\n        code\n        name\n        page\n        maintenance\n      }\n    }\n    site {\n      languages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryLobby_vendor on Vendor {\n    id\n    name\n    gameTypes {\n      classification\n      name\n      gameCount\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryLobby_vendor on Vendor {\n    id\n    name\n    gameTypes {\n      classification\n      name\n      gameCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n"): (typeof documents)["\n  fragment GameActions_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n      favouriteGameIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameActionsCardGame_game on Game {\n    id\n    opensGameList\n  }\n"): (typeof documents)["\n  fragment GameActionsCardGame_game on Game {\n    id\n    opensGameList\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n"): (typeof documents)["\n  fragment HomeLobby_query on Query {\n    hotGames {\n      id\n      category\n      ...GameTile_game\n    }\n    popularGames {\n      id\n      ...GameTile_game\n    }\n    ...WinnersList_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PvpRooms($gameId: ID!) {\n    pvpRooms(gameId: $gameId) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      maxPlayers\n      tables\n      status\n    }\n  }\n"): (typeof documents)["\n  query PvpRooms($gameId: ID!) {\n    pvpRooms(gameId: $gameId) {\n      id\n      name\n      minBet\n      maxBet\n      players\n      maxPlayers\n      tables\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WinnersList_query on Query {\n    winners(board: LATEST) {\n      player\n      gameName\n      amount\n    }\n    biggestWins: winners(board: BIGGEST) {\n      player\n      gameName\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment WinnersList_query on Query {\n    winners(board: LATEST) {\n      player\n      gameName\n      amount\n    }\n    biggestWins: winners(board: BIGGEST) {\n      player\n      gameName\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveWinners_event on LiveFeedEvent {\n    winners {\n      latest {\n        player\n        gameName\n        amount\n      }\n      biggest {\n        player\n        gameName\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LiveWinners_event on LiveFeedEvent {\n    winners {\n      latest {\n        player\n        gameName\n        amount\n      }\n      biggest {\n        player\n        gameName\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavouriteGameOutcome on FavouriteGamePayload {\n    game {\n      id\n      isFavourite\n    }\n    userErrors {\n      field\n      code\n    }\n  }\n"): (typeof documents)["\n  fragment FavouriteGameOutcome on FavouriteGamePayload {\n    game {\n      id\n      isFavourite\n    }\n    userErrors {\n      field\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavouriteGame($input: FavouriteGameInput!) {\n    addFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavouriteGame($input: FavouriteGameInput!) {\n    removeFavouriteGame(input: $input) {\n      ...FavouriteGameOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LaunchGame($input: LaunchGameInput!) {\n    launchGame(input: $input) {\n      url\n      vendorGames {\n        id\n        ...GameTile_game\n      }\n      alternatives {\n        id\n        ...GameTile_game\n      }\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n    ...LotteryOpenedNumbers_viewer\n  }\n"): (typeof documents)["\n  fragment LotteryLobby_viewer on Viewer {\n    member {\n      id\n      account\n    }\n    ...RecentLotteryGames_viewer\n    ...LotteryOpenedNumbers_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule {\n        cadence\n        intervalSeconds\n        weekdays\n        time\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LotteryMenuSection_menu on LotteryMenu {\n    id\n    code\n    name\n    games {\n      gameCode\n      name\n      prizeMode\n      schedule {\n        cadence\n        intervalSeconds\n        weekdays\n        time\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryOpenedNumbers_viewer on Viewer {\n    lotteryOpenedNumbers(gameCode: $gameCode) @include(if: $withResults) {\n      gameCode\n      gameName\n      current {\n        drawNumber\n        closesAt\n      }\n      opened {\n        gameCode\n        drawNumber\n        numbers\n        drawnAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LotteryOpenedNumbers_viewer on Viewer {\n    lotteryOpenedNumbers(gameCode: $gameCode) @include(if: $withResults) {\n      gameCode\n      gameName\n      current {\n        drawNumber\n        closesAt\n      }\n      opened {\n        gameCode\n        drawNumber\n        numbers\n        drawnAt\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment MoneyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n"): (typeof documents)["\n  fragment MoneyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      remainingTurnover\n      dailyCount\n      maxFiles\n      maxBytes\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        ...ReceivingAccountFields @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BindReceivingAccount($input: BindReceivingAccountInput!) {\n    bindReceivingAccount(input: $input) {\n      receivingAccount {\n        ...ReceivingAccountFields @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferAllToMain($input: TransferAllToMainInput!) {\n    transferAllToMain(input: $input) {\n      movedAmount\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferBetweenWallets($input: TransferBetweenWalletsInput!) {\n    transferBetweenWallets(input: $input) {\n      transfer {\n        orderNo\n        amount\n        fromWalletId\n        toWalletId\n      }\n      wallet {\n        ...WalletBalances @unmask\n      }\n      userErrors {\n        ...MoneyUserErrorFields @unmask\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment WalletBalances on Wallet {\n    id\n    sumBalance\n    mainBalance\n    vendorWallets {\n      walletId\n      name\n      balance\n    }\n  }\n"): (typeof documents)["\n  fragment WalletBalances on Wallet {\n    id\n    sumBalance\n    mainBalance\n    vendorWallets {\n      walletId\n      name\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferAmount\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n"): (typeof documents)["\n  fragment DepositOrderPanel_order on DepositOrder {\n    id\n    orderNo\n    channelKind\n    channelName\n    amount\n    fee\n    creditAmount\n    status\n    remark\n    createdAt\n    settledAt\n    payTo {\n      id\n      bankName\n      accountNumber\n      holderName\n      branch\n    }\n    transferAmount\n    transferNote\n    paymentUrl\n    qrCodeText\n  }\n"];
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
export function graphql(source: "\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n"): (typeof documents)["\n  fragment AccountRecordsPage_viewer on Viewer {\n    accountRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          type\n          amount\n          balanceAfter\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalIn\n      totalOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BetRecordsPage_viewer on Viewer {\n    betRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          betNo\n          gameType\n          vendorName\n          gameName\n          betAmount\n          validBet\n          winLoss\n          status\n          placedAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totals {\n        ...BetTotalFigures @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalAmount\n    }\n  }\n"): (typeof documents)["\n  fragment BonusRecordsPage_viewer on Viewer {\n    bonusRecords(first: $first, after: $after, filter: $filter) {\n      edges {\n        cursor\n        node {\n          id\n          orderNo\n          title\n          type\n          amount\n          status\n          remark\n          createdAt\n        }\n      }\n      pageInfo {\n        ...RecordList_pageInfo @unmask\n      }\n      totalCount\n      totalAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProfitPage_viewer on Viewer {\n    profitAndLoss(period: $period) {\n      period\n      from\n      to\n      betCount\n      betAmount\n      validBet\n      winLoss\n      depositAmount\n      withdrawAmount\n      bonusAmount\n      rebateAmount\n      profit\n      byGameType {\n        gameType\n        betCount\n        betAmount\n        validBet\n        winLoss\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n      boundAt\n    }\n  }\n"): (typeof documents)["\n  fragment SecurityCenterPage_viewer on Viewer {\n    member {\n      id\n      account\n      nickname\n      avatarUrl\n      vipLevel\n      registeredAt\n    }\n    avatars {\n      id\n      url\n      selected\n    }\n    withdrawalRules {\n      hasWithdrawPassword\n      maxReceivingAccounts\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n      boundAt\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n"): (typeof documents)["\n  fragment WithdrawPage_viewer on Viewer {\n    withdrawalRules {\n      hasWithdrawPassword\n      minAmount\n      maxAmount\n      dailyCountLimit\n      dailyCountUsed\n      dailyAmountLimit\n      dailyAmountUsed\n      remainingTurnover\n      availableBalance\n      heldAmount\n      banks {\n        code\n        name\n      }\n    }\n    receivingAccounts {\n      ...ReceivingAccountFields @unmask\n    }\n    withdrawals(first: 5) {\n      edges {\n        node {\n          id\n          orderNo\n          amount\n          status\n          createdAt\n        }\n      }\n    }\n    ...WithdrawalConfirmations_viewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WithdrawalConfirmations_viewer on Viewer {\n    withdrawalConfirmations {\n      autoReceiveMinutes\n      awaiting {\n        id\n        orderNo\n        amount\n        requestedAt\n        deadline\n        status\n        payerName\n        bankName\n        bankAccount\n      }\n      history {\n        id\n        orderNo\n        amount\n        status\n        confirmedAt\n        receivedAmount\n        remainingAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReceivingAccountFields on ReceivingAccount {\n    id\n    bankName\n    accountNumber\n    holderName\n  }\n"): (typeof documents)["\n  fragment ReceivingAccountFields on ReceivingAccount {\n    id\n    bankName\n    accountNumber\n    holderName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MissionBoard_leaderboard on MissionLeaderboard {\n    period\n    startsAt\n    endsAt\n    entries {\n      rank\n      account\n      score\n      isMe\n    }\n    me {\n      rank\n      score\n    }\n  }\n"): (typeof documents)["\n  fragment MissionBoard_leaderboard on MissionLeaderboard {\n    period\n    startsAt\n    endsAt\n    entries {\n      rank\n      account\n      score\n      isMe\n    }\n    me {\n      rank\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MissionCard_mission on Mission {\n    id\n    title\n    period\n    unit\n    progress\n    target\n    state\n    periodEndsAt\n    reward {\n      kind\n      points\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment MissionCard_mission on Mission {\n    id\n    title\n    period\n    unit\n    progress\n    target\n    state\n    periodEndsAt\n    reward {\n      kind\n      points\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MissionSummary_summary on MissionSummary {\n    totalCount\n    completedCount\n    unclaimedCount\n    missions {\n      id\n      ...MissionCard_mission\n    }\n  }\n"): (typeof documents)["\n  fragment MissionSummary_summary on MissionSummary {\n    totalCount\n    completedCount\n    unclaimedCount\n    missions {\n      id\n      ...MissionCard_mission\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment LiveNotices_event on LiveFeedEvent {\n    notices {\n      notices {\n        id\n        ...AnnouncementMarquee_notices\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LiveNotices_event on LiveFeedEvent {\n    notices {\n      notices {\n        id\n        ...AnnouncementMarquee_notices\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PointRewardCard_reward on PointReward {\n    id\n    name\n    description\n    imageUrl\n    type\n    pointsRequired\n    amount\n    stock\n    minVipLevel\n    soldOut\n  }\n"): (typeof documents)["\n  fragment PointRewardCard_reward on PointReward {\n    id\n    name\n    description\n    imageUrl\n    type\n    pointsRequired\n    amount\n    stock\n    minVipLevel\n    soldOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PointsDetailRow_detail on PointsDetail {\n    id\n    pointType\n    points\n    balanceAfter\n    remark\n    orderNo\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PointsDetailRow_detail on PointsDetail {\n    id\n    pointType\n    points\n    balanceAfter\n    remark\n    orderNo\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PointsSummary_points on PointsAccount {\n    id\n    ...PointsBalance_points @unmask\n    rules {\n      pointsRatio\n      minConvertPoints\n      maxConvertPoints\n      neverExpire\n    }\n  }\n"): (typeof documents)["\n  fragment PointsSummary_points on PointsAccount {\n    id\n    ...PointsBalance_points @unmask\n    rules {\n      pointsRatio\n      minConvertPoints\n      maxConvertPoints\n      neverExpire\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeemOrderRow_order on RedeemOrder {\n    id\n    orderNo\n    rewardName\n    imageUrl\n    quantity\n    points\n    amount\n    status\n    remark\n    receivingAddress\n    paidAccount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RedeemOrderRow_order on RedeemOrder {\n    id\n    orderNo\n    rewardName\n    imageUrl\n    quantity\n    points\n    amount\n    status\n    remark\n    receivingAddress\n    paidAccount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PointsBalance_points on PointsAccount {\n    id\n    balance\n    pendingPoints\n    totalEarned\n    totalSpent\n  }\n"): (typeof documents)["\n  fragment PointsBalance_points on PointsAccount {\n    id\n    balance\n    pendingPoints\n    totalEarned\n    totalSpent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      conversion {\n        orderNo\n        points\n        amount\n        mainBalance\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertPoints($input: ConvertPointsInput!) {\n    convertPoints(input: $input) {\n      conversion {\n        orderNo\n        points\n        amount\n        mainBalance\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      order {\n        id\n        orderNo\n        status\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemPointReward($input: RedeemPointRewardInput!) {\n    redeemPointReward(input: $input) {\n      order {\n        id\n        orderNo\n        status\n      }\n      viewer {\n        points {\n          ...PointsBalance_points\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionAction_promotion on Promotion {\n    id\n    title\n    memberState\n    claimMode\n    ticketKind\n  }\n"): (typeof documents)["\n  fragment PromotionAction_promotion on Promotion {\n    id\n    title\n    memberState\n    claimMode\n    ticketKind\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionApplicationRow_application on PromotionApplication {\n    id\n    promotionTitle\n    comment\n    imageCount\n    status\n    remark\n    createdAt\n    reviewedAt\n  }\n"): (typeof documents)["\n  fragment PromotionApplicationRow_application on PromotionApplication {\n    id\n    promotionTitle\n    comment\n    imageCount\n    status\n    remark\n    createdAt\n    reviewedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n  }\n"): (typeof documents)["\n  fragment PromotionCard_promotion on Promotion {\n    id\n    title\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n    rules\n    # The member's state and action, which PromotionAction reads from the cache by the promotion's id.\n    ...PromotionAction_promotion\n  }\n"): (typeof documents)["\n  fragment PromotionDetail_promotion on Promotion {\n    id\n    title\n    content\n    ...PromotionTags_promotion @unmask\n    imageUrl\n    startsAt\n    endsAt\n    rules\n    # The member's state and action, which PromotionAction reads from the cache by the promotion's id.\n    ...PromotionAction_promotion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromotionTags_promotion on Promotion {\n    badge\n    type\n    state\n  }\n"): (typeof documents)["\n  fragment PromotionTags_promotion on Promotion {\n    badge\n    type\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyPromotion($input: ApplyPromotionInput!) {\n    applyPromotion(input: $input) {\n      application {\n        id\n        status\n        promotion {\n          id\n          memberState\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyPromotion($input: ApplyPromotionInput!) {\n    applyPromotion(input: $input) {\n      application {\n        id\n        status\n        promotion {\n          id\n          memberState\n        }\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimRafflePromotion($input: ClaimRafflePromotionInput!) {\n    claimRafflePromotion(input: $input) {\n      claim {\n        id\n        ticketKind\n        prize\n        promotion {\n          id\n          memberState\n        }\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimRafflePromotion($input: ClaimRafflePromotionInput!) {\n    claimRafflePromotion(input: $input) {\n      claim {\n        id\n        ticketKind\n        prize\n        promotion {\n          id\n          memberState\n        }\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InviteeRow_invitee on ReferralInvitee {\n    account\n    nickname\n    joinedAt\n  }\n"): (typeof documents)["\n  fragment InviteeRow_invitee on ReferralInvitee {\n    account\n    nickname\n    joinedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferralPage_referral on Referral {\n    enabled\n    code\n    link\n    qrCode\n  }\n"): (typeof documents)["\n  fragment ReferralPage_referral on Referral {\n    enabled\n    code\n    link\n    qrCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RewardItemRow_item on RewardItem {\n    id\n    source\n    title\n    kind\n    amount\n    points\n    status\n    createdAt\n    claimedAt\n  }\n"): (typeof documents)["\n  fragment RewardItemRow_item on RewardItem {\n    id\n    source\n    title\n    kind\n    amount\n    points\n    status\n    createdAt\n    claimedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimReward($input: ClaimRewardInput!) {\n    claimReward(input: $input) {\n      reward {\n        id\n        status\n        claimedAt\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimReward($input: ClaimRewardInput!) {\n    claimReward(input: $input) {\n      reward {\n        id\n        status\n        claimedAt\n      }\n      viewer {\n        ...ViewerCounts_viewer\n      }\n      userErrors {\n        ...RewardsUserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LineSwitcher_query on Query {\n    site {\n      lines {\n        url\n        lineNo\n        recommended\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LineSwitcher_query on Query {\n    site {\n      lines {\n        url\n        lineNo\n        recommended\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgencyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      maxRate\n    }\n  }\n"): (typeof documents)["\n  fragment AgencyUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      minAmount\n      maxAmount\n      maxRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RewardsUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      maxFiles\n      maxBytes\n      limit\n      maxPoints\n      minPoints\n      minVipLevel\n      minWords\n      maxWords\n    }\n  }\n"): (typeof documents)["\n  fragment RewardsUserErrorFields on UserError {\n    ...UserErrorBase @unmask\n    details {\n      maxFiles\n      maxBytes\n      limit\n      maxPoints\n      minPoints\n      minVipLevel\n      minWords\n      maxWords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorBase on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment UserErrorBase on UserError {\n    field\n    code\n    details {\n      minLength\n      maxLength\n      retryAfterSeconds\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;