import type { ReactElement } from 'react';
import { strokeIcon } from '../../components/icons/StrokeIcon';

// Inline icons of the phone header and tab bar.
const phoneIcon = (...drawing: ReactElement[]) => strokeIcon(22, ...drawing);

export const MenuIcon = phoneIcon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const HomeIcon = phoneIcon(
  <path d="M3 11 12 4l9 7" />,
  <path d="M5 10v10h5v-6h4v6h5V10" />,
);

export const TagIcon = phoneIcon(
  <path d="M3 12V4h8l10 10-8 8z" />,
  <circle cx="7.5" cy="8.5" r="1.5" />,
);

export const WalletIcon = phoneIcon(
  <rect x="3" y="6" width="18" height="14" rx="2" />,
  <path d="M3 10h18M16 15h2" />,
);

export const PersonIcon = phoneIcon(
  <circle cx="12" cy="8" r="4" />,
  <path d="M4 21a8 8 0 0 1 16 0" />,
);
