import type { ReactElement } from 'react';
import { strokeIcon } from '../../../components/icons/StrokeIcon';

// Inline icons of the navigation and the side menu, at the frame's size unless said.
const navIcon = (...drawing: ReactElement[]) => strokeIcon(20, ...drawing);

export const HeadsetIcon = navIcon(
  <path d="M4 14v-2a8 8 0 0 1 16 0v2" />,
  <rect x="3" y="14" width="4" height="6" rx="1.5" />,
  <rect x="17" y="14" width="4" height="6" rx="1.5" />,
  <path d="M19 20a3 3 0 0 1-3 2h-3" />,
);

export const GiftIcon = navIcon(
  <rect x="3" y="9" width="18" height="4" rx="1" />,
  <path d="M5 13v8h14v-8M12 9v12" />,
  <path d="M12 9S10.5 4 8 4a2.5 2.5 0 0 0 0 5M12 9s1.5-5 4-5a2.5 2.5 0 0 1 0 5" />,
);

export const TelegramIcon = navIcon(
  <path d="M21 4 3 11l6 2 2 6 3.5-4.5L19 18z" />,
  <path d="m9 13 8-6" />,
);

export const TwitterIcon = navIcon(<path d="M4 4l16 16M20 4 4 20" />);

export const DouyinIcon = navIcon(
  <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />,
  <path d="M14 3a5 5 0 0 0 5 5" />,
);

export const FacebookIcon = navIcon(<path d="M15 3h-2a4 4 0 0 0-4 4v3H7v4h2v7h4v-7h2.5l.5-4h-3V7.5a1 1 0 0 1 1-1h2z" />);

export const ClockIcon = strokeIcon(
  18,
  <circle cx="12" cy="12" r="9" />,
  <path d="M12 7v5l3 2" />,
);

export const ChevronDownIcon = strokeIcon(14, <path d="m6 9 6 6 6-6" />);

export const AgentIcon = navIcon(
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />,
  <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />,
  <path d="M18 14a6.5 6.5 0 0 1 3.5 6" />,
);
