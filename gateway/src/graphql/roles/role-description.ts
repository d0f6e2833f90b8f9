import type { AuthRefusal, Role } from '../../__generated__/schema-types.js';

/** Who each role admits, in an integrator's words. */
const ADMITS: Record<Role, string> = {
  MEMBER: 'any logged-in account, trial accounts included',
  REAL_ACCOUNT: 'a logged-in real account (not a trial account)',
  AGENT: 'a logged-in agent',
};

/**
 * A guarded field's description with its role appended: introspection does not show applied directives, so
 * without this GraphiQL would never tell an integrator that a field needs a login or an agent.
 */
export function describeRole(description: string | null | undefined, auth: { requires: Role; whenRefused: AuthRefusal }): string {
  const refused = auth.whenRefused === 'NULL' ? 'any other answers null' : 'any other gets the error UNAUTHENTICATED, NEED_REAL_ACCOUNT or FORBIDDEN';
  const rule = `Who may ask: ${ADMITS[auth.requires]} (@auth(requires: ${auth.requires})); ${refused}.`;
  return description ? `${description}\n\n${rule}` : rule;
}
