export function WarningIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 3 2 21h20L12 3z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18h.01" strokeLinecap="round" />
    </svg>
  );
}
