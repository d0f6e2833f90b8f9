import type { HumanVerificationProvider } from '../../../gql/graphql';
import type { MountWidget } from './widget-types';

/**
 * The widget code of the configured provider, loaded only when a form needs it: none of it is on the first
 * paint, and a merchant on ALTCHA never loads a third party's script.
 */
export async function loadWidget(provider: HumanVerificationProvider): Promise<MountWidget> {
  if (provider === 'ALTCHA') return (await import('./altcha-widget')).mountAltcha;
  return (await import('./hosted-widgets')).mountHostedWidget;
}
