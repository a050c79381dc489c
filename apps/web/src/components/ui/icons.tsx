import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Builds a stroked 24 × 24 icon that takes the text colour. */
function strokeIcon(displayName: string, shapes: ReactNode) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Builds a filled 24 × 24 icon (brand marks). */
function fillIcon(displayName: string, shapes: ReactNode) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = strokeIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = strokeIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronDownIcon = strokeIcon('ChevronDownIcon', <path d="M6 9l6 6 6-6" />);
export const ChevronLeftIcon = strokeIcon('ChevronLeftIcon', <path d="M15 6l-6 6 6 6" />);
export const ChevronRightIcon = strokeIcon('ChevronRightIcon', <path d="M9 6l6 6-6 6" />);
export const HomeIcon = strokeIcon('HomeIcon', <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />);
export const GiftIcon = strokeIcon(
  'GiftIcon',
  <>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v8h14v-8M12 8v13M12 8c-1.5-3-5-4-6-2s2 2 6 2zM12 8c1.5-3 5-4 6-2s-2 2-6 2z" />
  </>,
);
export const TaskIcon = strokeIcon(
  'TaskIcon',
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M8.5 12.5l2 2 4-4.5M8.5 17.5h7" />
  </>,
);
export const DownloadIcon = strokeIcon('DownloadIcon', <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const HeadsetIcon = strokeIcon(
  'HeadsetIcon',
  <>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </>,
);
export const GlobeIcon = strokeIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);
export const FlameIcon = strokeIcon(
  'FlameIcon',
  <path d="M12 21c-3.9 0-7-2.8-7-6.6 0-3.2 2.2-5 3.6-7.4.4 1.6 1.2 2.6 2.4 3.2C11 6.8 12.4 4.4 15 3c-.6 3 1 4.8 2.4 6.5 1 1.3 1.6 2.8 1.6 4.9 0 3.8-3.1 6.6-7 6.6z" />,
);
export const HeartIcon = strokeIcon(
  'HeartIcon',
  <path d="M12 20s-7.5-4.4-7.5-10A4.5 4.5 0 0112 7a4.5 4.5 0 017.5 3c0 5.6-7.5 10-7.5 10z" />,
);
export const ClockIcon = strokeIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const LiveIcon = strokeIcon(
  'LiveIcon',
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
    <circle cx="9.5" cy="12" r="2" />
  </>,
);
export const SlotIcon = strokeIcon(
  'SlotIcon',
  <>
    <rect x="3" y="5" width="15" height="14" rx="2" />
    <path d="M8 5v14M13 5v14M18 9h1.5a1.5 1.5 0 011.5 1.5V14M21 7v0" />
    <circle cx="21" cy="6" r="1.2" />
  </>,
);
export const SportsIcon = strokeIcon(
  'SportsIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 7V3.5M16 10l4-1.2M14.5 14.5l2.3 3.5M9.5 14.5L7.2 18M8 10L4 8.8" />
  </>,
);
export const EsportsIcon = strokeIcon(
  'EsportsIcon',
  <>
    <path d="M7 7h10a4 4 0 014 4v3.5a2.5 2.5 0 01-4.4 1.6L15 14H9l-1.6 2.1A2.5 2.5 0 013 14.5V11a4 4 0 014-4z" />
    <path d="M8 10v3M6.5 11.5h3M15.5 11h0M17.5 12.5h0" />
  </>,
);
export const FishIcon = strokeIcon(
  'FishIcon',
  <>
    <path d="M3 12c3-4.5 7-6 11-6 3 0 5.5 2.5 7 6-1.5 3.5-4 6-7 6-4 0-8-1.5-11-6z" />
    <path d="M3 12l-1-3M3 12l-1 3" />
    <circle cx="16" cy="11" r="1" />
  </>,
);
export const LotteryIcon = strokeIcon(
  'LotteryIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M11 10.5l1.3-.8v4.6" />
  </>,
);
export const CardsIcon = strokeIcon(
  'CardsIcon',
  <>
    <rect x="3" y="6" width="11" height="15" rx="1.8" transform="rotate(-8 8.5 13.5)" />
    <rect x="10" y="3" width="11" height="15" rx="1.8" transform="rotate(8 15.5 10.5)" />
    <path d="M15.3 8.3l1.4 2-1.4 2-1.4-2z" />
  </>,
);
export const TrophyIcon = strokeIcon(
  'TrophyIcon',
  <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H4.5v1.5A3.5 3.5 0 008 11M16 6h3.5v1.5A3.5 3.5 0 0116 11M12 13v4M8 21h8M9.5 17h5l.5 4h-6z" />,
);
export const StoreIcon = strokeIcon(
  'StoreIcon',
  <>
    <path d="M4 9l1.5-5h13L20 9M4 9h16v0a3 3 0 01-5.3 1.9A3 3 0 0112 12a3 3 0 01-2.7-1.1A3 3 0 014 9z" />
    <path d="M5 12v8h14v-8M10 20v-4h4v4" />
  </>,
);
export const HelpIcon = strokeIcon(
  'HelpIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.2-1.5 2.3M12 17h0" />
  </>,
);
export const MessageIcon = strokeIcon(
  'MessageIcon',
  <path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" />,
);
export const ShieldIcon = strokeIcon(
  'ShieldIcon',
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const WrenchIcon = strokeIcon(
  'WrenchIcon',
  <path d="M14.5 6.5a4 4 0 005 5L21 13l-2 2-1.5-1.5a4 4 0 01-5-5zM13 11l-8.5 8.5a1.5 1.5 0 002 2L15 13" />,
);
export const RefreshIcon = strokeIcon('RefreshIcon', <path d="M20 11a8 8 0 00-14.3-4.3L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0014.3 4.3L20 15.5M20 20v-4.5h-4.5" />);
export const InfoIcon = strokeIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h0" />
  </>,
);
export const SuccessIcon = strokeIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16.5 9.5" />
  </>,
);
export const ErrorIcon = strokeIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 9l6 6M15 9l-6 6" />
  </>,
);
export const WarningIcon = strokeIcon('WarningIcon', <path d="M12 4L2.5 20h19zM12 10v4.5M12 17.5h0" />);
export const HourglassIcon = strokeIcon(
  'HourglassIcon',
  <path d="M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9M9.5 18.5h5" />,
);
export const UserIcon = strokeIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" />
  </>,
);
export const SparklesIcon = strokeIcon(
  'SparklesIcon',
  <path d="M11 3l1.7 4.8L17.5 9.5l-4.8 1.7L11 16l-1.7-4.8L4.5 9.5l4.8-1.7zM18 14l.9 2.1 2.1.9-2.1.9L18 20l-.9-2.1-2.1-.9 2.1-.9z" />,
);
export const LogoutIcon = strokeIcon('LogoutIcon', <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />);

// Account and wallet.

/** A wallet with a coin slot, for deposits. */
export const WalletIcon = strokeIcon(
  'WalletIcon',
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18a1 1 0 0 1 1 1v2" />
    <path d="M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-3" />
    <path d="M20 10h-4a2 2 0 0 0 0 4h4z" />
    <path d="M4 7.5A2.5 2.5 0 0 0 6.5 10H16" />
  </>,
);

/** A padlock, for the login password. */
export const LockIcon = strokeIcon(
  'LockIcon',
  <>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    <path d="M12 15v2" />
  </>,
);

/** A key, for the transaction password. */
export const KeyIcon = strokeIcon(
  'KeyIcon',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l8-8" />
    <path d="M16 7l3 3" />
    <path d="M14 9l2 2" />
  </>,
);

/** A phone, for the mobile number. */
export const PhoneIcon = strokeIcon(
  'PhoneIcon',
  <>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 17h2" />
  </>,
);

/** An envelope, for the e-mail address. */
export const MailIcon = strokeIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);

/** A QR code, for the authenticator app. */
export const QrCodeIcon = strokeIcon(
  'QrCodeIcon',
  <>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" />
  </>,
);

/** The PIX mark: four diamonds meeting in the middle. */
export const PixIcon = strokeIcon('PixIcon', <path d="M12 3l4 4-4 4-4-4 4-4zM12 13l4 4-4 4-4-4 4-4zM3 12l4-4 4 4-4 4-4-4zM13 12l4-4 4 4-4 4-4-4z" />);
export const BankIcon = strokeIcon('BankIcon', <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />);
export const CopyIcon = strokeIcon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </>,
);
export const UploadIcon = strokeIcon('UploadIcon', <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />);
export const TransferIcon = strokeIcon('TransferIcon', <path d="M4 8h13l-3-3M20 16H7l3 3" />);
export const ChartIcon = strokeIcon('ChartIcon', <path d="M4 4v16h16M8 16v-4M12 16V8M16 16v-6" />);

export const TelegramIcon = fillIcon(
  'TelegramIcon',
  <path d="M21.4 4.2c.4-.2.8.2.7.6l-3 14.6c-.1.5-.7.7-1.1.4l-4.6-3.4-2.3 2.2c-.3.3-.7.1-.8-.3l-.8-4.4-4.2-1.4c-.5-.2-.5-.9 0-1.1zM9.8 13.5l.4 3.3 1.3-2.2 6.2-6.3c.1-.1 0-.3-.2-.2z" />,
);
export const FacebookIcon = fillIcon(
  'FacebookIcon',
  <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z" />,
);
export const GoogleIcon = fillIcon(
  'GoogleIcon',
  <path d="M20.6 12.2c0-.6-.1-1.2-.2-1.8H12v3.5h4.8a4.1 4.1 0 01-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.6zM12 21c2.4 0 4.5-.8 5.9-2.2L15 16.6c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.3A9 9 0 0012 21zM7 13.8a5.4 5.4 0 010-3.5V8H4a9 9 0 000 8.1zM12 6.6c1.3 0 2.5.5 3.4 1.3L18 5.3A9 9 0 004 8l3 2.3c.7-2.1 2.7-3.7 5-3.7z" />,
);
