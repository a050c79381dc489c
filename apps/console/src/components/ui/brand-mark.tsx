/** The platform's star in the gold accent, the console's mark. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="brand-mark">
      <rect width="64" height="64" rx="14" fill="var(--color-surface-raised)" />
      <path d="M32 10l6.5 13.2 14.6 2.1-10.6 10.3 2.5 14.5L32 43.3l-13 6.8 2.5-14.5-10.6-10.3 14.6-2.1z" fill="var(--color-primary)" />
    </svg>
  );
}
