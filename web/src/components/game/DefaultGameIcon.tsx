/** The built-in game picture, for a game whose own and default pictures both fail to load. */
export function DefaultGameIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="4" y="12" width="56" height="40" rx="12" fill="currentColor" opacity="0.18" />
      <path
        d="M20 26v12M14 32h12"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
        opacity="0.8"
      />
      <circle cx="42" cy="28" r="3.5" fill="currentColor" opacity="0.8" />
      <circle cx="49" cy="35" r="3.5" fill="currentColor" opacity="0.8" />
    </svg>
  );
}
