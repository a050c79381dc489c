import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function walletIcon(displayName: string, shapes: ReactNode) {
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

/** The PIX mark: four diamonds meeting in the middle. */
export const PixIcon = walletIcon('PixIcon', <path d="M12 3l4 4-4 4-4-4 4-4zM12 13l4 4-4 4-4-4 4-4zM3 12l4-4 4 4-4 4-4-4zM13 12l4-4 4 4-4 4-4-4z" />);
export const BankIcon = walletIcon('BankIcon', <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />);
export const WalletIcon = walletIcon(
  'WalletIcon',
  <>
    <rect x="3" y="6" width="18" height="14" rx="3" />
    <path d="M16 13h2M3 9h15a3 3 0 0 0-3-3H6" />
  </>,
);
export const CopyIcon = walletIcon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </>,
);
export const UploadIcon = walletIcon('UploadIcon', <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />);
export const TransferIcon = walletIcon('TransferIcon', <path d="M4 8h13l-3-3M20 16H7l3 3" />);
export const LockIcon = walletIcon(
  'LockIcon',
  <>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </>,
);
