/**
 * The sandbox's notion of now. Real time by default; the control API can pin it to a moment, where it stays
 * until set again or reset, so tests of expiry are exact.
 */
export class Clock {
  private pinned: number | null = null;

  now(): number {
    return this.pinned ?? Date.now();
  }

  pin(moment: number | null): void {
    this.pinned = moment;
  }

  get isPinned(): boolean {
    return this.pinned !== null;
  }
}
