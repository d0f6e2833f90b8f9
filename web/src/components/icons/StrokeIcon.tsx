import { createElement, type ReactElement, type ReactNode } from 'react';

/** The frame of the app's line icons (drawn inline: no icon fonts or remote images). */
export function StrokeIcon({ children, size = 20 }: { children?: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * An icon of a set: its drawing (one or more shapes) in this frame, as a component; the sets are lists of drawings.
 * The shapes are children as createElement takes them, so they need no keys.
 */
export function strokeIcon(size: number, ...drawing: ReactElement[]) {
  return function SetIcon() {
    return createElement(StrokeIcon, { size }, ...drawing);
  };
}
