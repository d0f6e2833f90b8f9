/** The CDN addresses (origin and optional path) whose origin is among `origins`: those the CSP lets the page use. */
export function allowedBases(bases: readonly string[], origins: readonly string[]): string[] {
  return bases.filter((base) => {
    try {
      return origins.includes(new URL(base).origin);
    } catch {
      return false;
    }
  });
}
