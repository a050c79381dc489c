import type { ReactNode } from 'react';
import type { IconProps } from '../../../components/ui/icons.tsx';

/** Builds a stroked 24 × 24 icon in the style of the shared icon set. */
function strokeIcon(displayName: string, shapes: ReactNode) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.9}
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
