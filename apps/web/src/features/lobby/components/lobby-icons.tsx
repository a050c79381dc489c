import type { ReactNode } from 'react';
import type { IconProps } from '../../../components/ui/icons.tsx';

/** A stroked 24 × 24 icon in the style of the shared icon set. */
function lobbyIcon(displayName: string, shapes: ReactNode) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const SearchIcon = lobbyIcon('SearchIcon', <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4" />);
export const BoltIcon = lobbyIcon('BoltIcon', <path d="M13 3L5 14h6l-1 7 8-11h-6z" />);
export const RoosterIcon = lobbyIcon(
  'RoosterIcon',
  <path d="M8 21h8M12 17v4M6 9c0-2.5 2-4.5 4.5-4.5.6-1.5 2-2 3-1.5-.5.5-.5 1.2 0 1.8L16 6l-1.5 1.5C16 9 18.5 9 20 7.5c.5 5-2.5 9.5-8 9.5-3.5 0-6-2.5-6-5.5V9zM9.5 8h0" />,
);
export const CrownIcon = lobbyIcon('CrownIcon', <path d="M4 18h16M5 15l-1.5-8 5 4L12 5l3.5 6 5-4L19 15z" />);
export const WalletIcon = lobbyIcon('WalletIcon', <path d="M4 7.5A2.5 2.5 0 016.5 5H18v3M4 7.5V18a2 2 0 002 2h14v-12H6.5A2.5 2.5 0 014 7.5zM16 14h.01" />);
export const CashOutIcon = lobbyIcon('CashOutIcon', <path d="M3 7h18v11H3zM12 10v5M9.5 12.5L12 10l2.5 2.5M3 10.5h2.5M18.5 14.5H21" />);
export const UsersIcon = lobbyIcon('UsersIcon', <path d="M9 11a4 4 0 100-8 4 4 0 000 8zM2 21v-1a6 6 0 0112 0v1M16 3.5a4 4 0 010 7.5M18 14a6 6 0 014 5.6V21" />);
export const GridIcon = lobbyIcon('GridIcon', <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />);
export const DiceIcon = lobbyIcon('DiceIcon', <path d="M5 3h14a2 2 0 012 2v14a2 2 0 01-2 2H5a2 2 0 01-2-2V5a2 2 0 012-2zM8.5 8.5h0M15.5 8.5h0M12 12h0M8.5 15.5h0M15.5 15.5h0" />);
export const PlayIcon = lobbyIcon('PlayIcon', <path d="M8 5v14l11-7z" />);
export const CalendarIcon = lobbyIcon('CalendarIcon', <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4" />);
