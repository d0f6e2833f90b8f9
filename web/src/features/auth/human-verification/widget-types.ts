import type { HumanVerificationProvider } from '../../../gql/graphql';

/** Which challenge the platform wants solved, from `site.loginOptions.humanVerification`. */
export interface HumanVerificationSetup {
  provider: HumanVerificationProvider;
  siteKey?: string | null | undefined;
}

export interface WidgetCallbacks {
  /** The provider's proof, to send with the next request (ALTCHA payload, Turnstile or reCAPTCHA token). */
  onSolved: (response: string) => void;
  /** The proof lapsed or the widget reset: the visitor has to solve it again. */
  onCleared: () => void;
}

export interface WidgetOptions extends WidgetCallbacks {
  setup: HumanVerificationSetup;
  /** The page's locale (vi, en, …), for the widget's own words. */
  locale: string;
  /** A fresh ALTCHA challenge (JSON) from the gateway. */
  fetchChallenge: () => Promise<string | null>;
}

/** Shows one provider's widget in `container`; the returned function removes it. */
export type MountWidget = (container: HTMLElement, options: WidgetOptions) => Promise<() => void>;
