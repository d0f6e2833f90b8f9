/** A one-path outline icon that fills in when its mark is set (a favourite's heart or star). */
export function FillableIcon({ path, filled, strokeWidth }: { path: string; filled: boolean; strokeWidth: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={strokeWidth} strokeLinejoin="round" />
    </svg>
  );
}
