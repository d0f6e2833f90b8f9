import type { ReactNode } from 'react';
import { StrokeIcon } from '../../components/icons/StrokeIcon';

// Inline icons of the phone header and tab bar.
function Icon({ children }: { children: ReactNode }) {
  return <StrokeIcon size={22}>{children}</StrokeIcon>;
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function HomeIcon() {
  return (
    <Icon>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </Icon>
  );
}

export function TagIcon() {
  return (
    <Icon>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </Icon>
  );
}

export function WalletIcon() {
  return (
    <Icon>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M3 10h18M16 15h2" />
    </Icon>
  );
}

export function PersonIcon() {
  return (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}
