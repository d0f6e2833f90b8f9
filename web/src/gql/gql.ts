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
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n  }\n": typeof types.AppShell_QueryFragmentDoc,
    "\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": typeof types.SiteGate_QueryFragmentDoc,
    "\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": typeof types.SiteStatusProbeDocument,
    "\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n": typeof types.SiteStatusView_SiteFragmentDoc,
    "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n": typeof types.IdentityOverlays_SiteFragmentDoc,
    "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": typeof types.UseRequireLogin_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n": typeof types.HomeRouteDocument,
    "\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": typeof types.LoginRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": typeof types.NotFoundRouteDocument,
    "\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n": typeof types.BalanceDisplay_WalletFragmentDoc,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n": typeof types.HeaderAccount_ViewerFragmentDoc,
    "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": typeof types.ChangePasswordModal_SiteFragmentDoc,
    "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": typeof types.ForgotPasswordModal_SiteFragmentDoc,
    "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      countryCodePicker\n      google\n      facebook\n      freePlay\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n": typeof types.LoginForm_SiteFragmentDoc,
    "\n  fragment RegisterModal_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": typeof types.RegisterModal_SiteFragmentDoc,
    "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": typeof types.AuthSession_QueryFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.LoginWithProviderDocument,
    "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.LoginWithSmsDocument,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.RequestCaptchaDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.RequestSmsCodeDocument,
    "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.ResetPasswordByPhoneDocument,
    "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": typeof types.StartFreePlayDocument,
    "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n": typeof types.AffiliateCodeCheckDocument,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": typeof types.AnnouncementMarquee_NoticesFragmentDoc,
};
const documents: Documents = {
    "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n  }\n": types.AppShell_QueryFragmentDoc,
    "\n  fragment SiteGate_query on Query {\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": types.SiteGate_QueryFragmentDoc,
    "\n  query SiteStatusProbe {\n    ...SiteGate_query\n    site {\n      status\n      ...SiteStatusView_site\n    }\n  }\n": types.SiteStatusProbeDocument,
    "\n  fragment SiteStatusView_site on Site {\n    status\n    maintenanceEndsAt\n    visitorIp\n  }\n": types.SiteStatusView_SiteFragmentDoc,
    "\n  fragment IdentityOverlays_site on Site {\n    loginOptions {\n      directRegistration\n    }\n    ...LoginForm_site\n    ...RegisterModal_site\n    ...ForgotPasswordModal_site\n    ...ChangePasswordModal_site\n  }\n": types.IdentityOverlays_SiteFragmentDoc,
    "\n  fragment UseRequireLogin_query on Query {\n    viewer {\n      member {\n        id\n        isTrial\n      }\n    }\n  }\n": types.UseRequireLogin_QueryFragmentDoc,
    "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n": types.HomeRouteDocument,
    "\n  query LoginRoute {\n    ...AppShell_query\n    site {\n      ...LoginForm_site\n    }\n  }\n": types.LoginRouteDocument,
    "\n  query NotFoundRoute {\n    ...AppShell_query\n  }\n": types.NotFoundRouteDocument,
    "\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n": types.BalanceDisplay_WalletFragmentDoc,
    "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n": types.HeaderAccount_ViewerFragmentDoc,
    "\n  fragment ChangePasswordModal_site on Site {\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": types.ChangePasswordModal_SiteFragmentDoc,
    "\n  fragment ForgotPasswordModal_site on Site {\n    loginOptions {\n      phonePasswordRecovery\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": types.ForgotPasswordModal_SiteFragmentDoc,
    "\n  fragment LoginForm_site on Site {\n    loginOptions {\n      smsLogin\n      countryCodePicker\n      google\n      facebook\n      freePlay\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n  }\n": types.LoginForm_SiteFragmentDoc,
    "\n  fragment RegisterModal_site on Site {\n    loginOptions {\n      countryCodePicker\n    }\n    countries {\n      code\n      dialingCode\n      mobileLength\n    }\n    registrationForm {\n      methods\n      smsVerification\n      mobilePassword\n      minimumAge\n      fields {\n        name\n        enabled\n        required\n        pattern\n        patternId\n        minLength\n        maxLength\n      }\n    }\n  }\n": types.RegisterModal_SiteFragmentDoc,
    "\n  fragment AuthSession_query on Query {\n    viewer {\n      ...HeaderAccount_viewer\n    }\n  }\n": types.AuthSession_QueryFragmentDoc,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.LoginWithProviderDocument,
    "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.LoginWithSmsDocument,
    "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n": types.RequestCaptchaDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.RequestSmsCodeDocument,
    "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.ResetPasswordByPhoneDocument,
    "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n": types.StartFreePlayDocument,
    "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n": types.AffiliateCodeCheckDocument,
    "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n": types.AnnouncementMarquee_NoticesFragmentDoc,
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
export function graphql(source: "\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n  }\n"): (typeof documents)["\n  fragment AppShell_query on Query {\n    site {\n      status\n      navigationGuard\n      loginOptions {\n        directRegistration\n      }\n      ...LoginForm_site\n      ...IdentityOverlays_site\n    }\n    viewer {\n      ...HeaderAccount_viewer\n    }\n    ...SiteGate_query\n    ...UseRequireLogin_query\n  }\n"];
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
export function graphql(source: "\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n"): (typeof documents)["\n  query HomeRoute($noticeCount: Int!, $affiliateCode: String! = \"\", $withAffiliate: Boolean! = false) {\n    ...AppShell_query\n    notices(first: $noticeCount) {\n      edges {\n        node {\n          id\n          ...AnnouncementMarquee_notices\n        }\n      }\n    }\n    affiliateCode(code: $affiliateCode) @include(if: $withAffiliate) {\n      code\n      valid\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n"): (typeof documents)["\n  fragment BalanceDisplay_wallet on Wallet {\n    id\n    balance\n    currency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n"): (typeof documents)["\n  fragment HeaderAccount_viewer on Viewer {\n    member {\n      id\n      nickname\n      isTrial\n    }\n    wallet {\n      id\n      ...BalanceDisplay_wallet\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithProvider($input: LoginWithProviderInput!) {\n    loginWithProvider(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithSms($input: LoginWithSmsInput!) {\n    loginWithSms(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      captchaRequired\n      firstTimeLogin\n      passwordChangeRequired\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCaptcha {\n    requestCaptcha {\n      image\n      userErrors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      sent\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestSmsCode($input: RequestSmsCodeInput!) {\n    requestSmsCode(input: $input) {\n      resendAfterSeconds\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordByPhone($input: ResetPasswordByPhoneInput!) {\n    resetPasswordByPhone(input: $input) {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartFreePlay {\n    startFreePlay {\n      viewer {\n        ...HeaderAccount_viewer\n      }\n      userErrors {\n        field\n        code\n        details {\n          minLength\n          maxLength\n          patternId\n          retryAfterSeconds\n          digits\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n"): (typeof documents)["\n  query AffiliateCodeCheck($code: String!) {\n    affiliateCode(code: $code) {\n      code\n      valid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment AnnouncementMarquee_notices on Notice {\n    id\n    title\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;