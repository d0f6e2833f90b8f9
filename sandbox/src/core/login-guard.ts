/** After this many failed logins a username needs a correct captcha on every further attempt. */
export const FAILURES_BEFORE_CAPTCHA = 3;

/** Failed-login counts per username (case-insensitive, known or not, so probing names costs the same). */
export class LoginGuard {
  private readonly failures = new Map<string, number>();

  needsCaptcha(username: string): boolean {
    return (this.failures.get(username.toLowerCase()) ?? 0) >= FAILURES_BEFORE_CAPTCHA;
  }

  /** Counts a failure; answers whether the username now needs a captcha. */
  recordFailure(username: string): boolean {
    const key = username.toLowerCase();
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
    return this.needsCaptcha(username);
  }

  /** Forgets one username's failures, or everyone's. */
  clear(username?: string): void {
    if (username === undefined) this.failures.clear();
    else this.failures.delete(username.toLowerCase());
  }
}
