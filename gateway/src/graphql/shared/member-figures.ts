import type { LiveHub } from '../../infra/live/index.js';
import type { RequestSession } from '../../infra/session/request-session.js';

/**
 * Tells the session's member's open pages that their balance or badges may have moved (what an answered mutation
 * does for itself, http/live/mutation-pokes.ts), for a change the platform made without one: a paid deposit order.
 * One bus message; nothing when live updates are off or nobody is logged in. A failed poke loses only its speed-up.
 */
export async function pokeMemberFigures(ctx: { live: LiveHub | undefined; session: RequestSession }): Promise<void> {
  if (ctx.live === undefined) return;
  const session = await ctx.session.get().catch(() => null);
  if (session !== null) await ctx.live.poke(session.memberId).catch(() => undefined);
}
