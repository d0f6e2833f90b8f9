/** A member sends one form at a time; two leave room for a retry while the first is still being read. */
export const UPLOADS_PER_MEMBER = 2;

export type SlotRefusal = 'gateway-busy' | 'member-busy';

/**
 * Multipart requests read at once, in this process: each may hold up to 15 MB of files in memory until its
 * mutation has run, so their number bounds what uploads cost the gateway (config UPLOADS_IN_FLIGHT), and one
 * member (one real account, known before anything is read) can hold at most UPLOADS_PER_MEMBER of them.
 */
export class UploadSlots {
  private taken = 0;
  private readonly byMember = new Map<string, number>();

  constructor(private readonly limit: number) {}

  get inFlight(): number {
    return this.taken;
  }

  /** A slot for this member, with the function that gives it back (once, however often called), or why none is free. */
  take(memberId: string): { release: () => void } | { refused: SlotRefusal } {
    const members = this.byMember.get(memberId) ?? 0;
    if (members >= UPLOADS_PER_MEMBER) return { refused: 'member-busy' };
    if (this.taken >= this.limit) return { refused: 'gateway-busy' };
    this.taken += 1;
    this.byMember.set(memberId, members + 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        this.taken -= 1;
        const left = (this.byMember.get(memberId) ?? 1) - 1;
        if (left === 0) this.byMember.delete(memberId);
        else this.byMember.set(memberId, left);
      },
    };
  }
}
