/** The Saola mark: a stylised head with the two long straight horns the animal is known for. */
export function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M9 2l5 11M23 2l-5 11" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M10 14c0-2 2.5-3 6-3s6 1 6 3l-2 10c-.6 3-2.2 5-4 5s-3.4-2-4-5z" fill="currentColor" />
      <circle cx="13.5" cy="17" r="1.2" fill="var(--color-bg)" />
      <circle cx="18.5" cy="17" r="1.2" fill="var(--color-bg)" />
    </svg>
  );
}
