import type { ReactNode } from 'react';
import styles from './house.module.css';

/** The pictures of the house games: Golden Reels symbols, the mines tiles and the fairness shield. */

const gold = 'url(#house-gold)';

/** The shared gradients the symbols paint with; rendered once per page. */
export function HouseGradients() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id="house-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe8a3" />
          <stop offset="0.5" stopColor="#f5c04a" />
          <stop offset="1" stopColor="#b07a12" />
        </linearGradient>
        <linearGradient id="house-ice" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d8f6ff" />
          <stop offset="0.55" stopColor="#5ad1ff" />
          <stop offset="1" stopColor="#2461d8" />
        </linearGradient>
        <linearGradient id="house-emerald" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b6ffe0" />
          <stop offset="0.5" stopColor="#22c98e" />
          <stop offset="1" stopColor="#0b6d4c" />
        </linearGradient>
        <radialGradient id="house-ruby" cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ffb3bf" />
          <stop offset="0.5" stopColor="#ff4d6a" />
          <stop offset="1" stopColor="#8a1026" />
        </radialGradient>
      </defs>
    </svg>
  );
}

function Crown() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <path d="M8 22 L20 34 L32 12 L44 34 L56 22 L51 50 H13 Z" fill={gold} stroke="#7a520a" strokeWidth="2" strokeLinejoin="round" />
      <rect x="12" y="50" width="40" height="6" rx="2" fill={gold} stroke="#7a520a" strokeWidth="2" />
      <circle cx="32" cy="38" r="4" fill="url(#house-ruby)" />
      <circle cx="8" cy="20" r="3" fill={gold} />
      <circle cx="32" cy="10" r="3" fill={gold} />
      <circle cx="56" cy="20" r="3" fill={gold} />
    </svg>
  );
}

function Diamond() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <path d="M14 10 H50 L60 24 L32 58 L4 24 Z" fill="url(#house-ice)" stroke="#1b3f8f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M4 24 H60 M22 10 L18 24 L32 58 L46 24 L42 10 M18 24 L32 10 L46 24" fill="none" stroke="#e6fbff" strokeOpacity="0.7" strokeWidth="1.5" />
    </svg>
  );
}

function Bell() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <path d="M32 8 C20 8 16 18 16 30 C16 40 12 44 8 48 H56 C52 44 48 40 48 30 C48 18 44 8 32 8 Z" fill={gold} stroke="#7a520a" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="32" cy="54" r="5" fill={gold} stroke="#7a520a" strokeWidth="2" />
      <path d="M24 18 C22 22 21 27 21 32" stroke="#fff6d6" strokeOpacity="0.8" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}

function Horseshoe() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <path d="M14 56 L10 30 C8 16 19 6 32 6 C45 6 56 16 54 30 L50 56 H40 L43 30 C44 22 39 16 32 16 C25 16 20 22 21 30 L24 56 Z" fill="url(#house-emerald)" stroke="#064a33" strokeWidth="2" strokeLinejoin="round" />
      <g fill="#e8fff5">
        <circle cx="15" cy="44" r="2" />
        <circle cx="14" cy="30" r="2" />
        <circle cx="20" cy="16" r="2" />
        <circle cx="44" cy="16" r="2" />
        <circle cx="50" cy="30" r="2" />
        <circle cx="49" cy="44" r="2" />
      </g>
    </svg>
  );
}

function Star({ fill }: { fill: string }) {
  return <path d="M32 4 L40 23 L60 24 L44 37 L50 58 L32 46 L14 58 L20 37 L4 24 L24 23 Z" fill={fill} stroke="#7a520a" strokeWidth="2" strokeLinejoin="round" />;
}

function Scatter() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="29" fill="url(#house-ruby)" stroke="#ffd0d8" strokeOpacity="0.5" strokeWidth="2" />
      <Star fill={gold} />
    </svg>
  );
}

function Wild({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <rect x="3" y="14" width="58" height="36" rx="10" fill="#2a0f52" stroke={gold} strokeWidth="3" />
      <text x="32" y="39" textAnchor="middle" fontFamily="Montserrat, Arial, sans-serif" fontWeight="900" fontSize="17" fill={gold} textLength={label.length > 4 ? 50 : undefined} lengthAdjust="spacingAndGlyphs">
        {label}
      </text>
    </svg>
  );
}

const rankColours: Record<string, string> = {
  ace: '#ff6b81',
  king: '#5aa9ff',
  queen: '#c77dff',
  jack: '#22c98e',
  ten: '#ffb547',
  nine: '#7ee0ff',
};
const rankLabels: Record<string, string> = { ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: '10', nine: '9' };

/** The picture of a Golden Reels symbol by its name (as the server's `symbols` list names it). */
export function SlotSymbolIcon({ name, wildLabel }: { name: string; wildLabel: string }): ReactNode {
  switch (name) {
    case 'wild':
      return <Wild label={wildLabel} />;
    case 'scatter':
      return <Scatter />;
    case 'crown':
      return <Crown />;
    case 'diamond':
      return <Diamond />;
    case 'bell':
      return <Bell />;
    case 'horseshoe':
      return <Horseshoe />;
    default:
      return (
        <span className={styles.rank} style={{ color: rankColours[name] ?? 'var(--color-text)' }} aria-hidden="true">
          {rankLabels[name] ?? name.slice(0, 1).toUpperCase()}
        </span>
      );
  }
}

export function GemIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <path d="M14 10 H50 L60 24 L32 58 L4 24 Z" fill="url(#house-emerald)" stroke="#064a33" strokeWidth="2" strokeLinejoin="round" />
      <path d="M4 24 H60 M18 24 L32 58 L46 24 M18 24 L32 10 L46 24" fill="none" stroke="#e8fff5" strokeOpacity="0.7" strokeWidth="1.5" />
    </svg>
  );
}

export function MineIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true">
      <g stroke="#3a0a14" strokeWidth="5" strokeLinecap="round">
        <path d="M32 6 V58 M6 32 H58 M13 13 L51 51 M51 13 L13 51" />
      </g>
      <circle cx="32" cy="32" r="18" fill="url(#house-ruby)" stroke="#3a0a14" strokeWidth="2" />
      <circle cx="26" cy="26" r="5" fill="#ffe0e6" fillOpacity="0.8" />
    </svg>
  );
}

export function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M12 2 L20 5 V11 C20 16 16.5 20 12 22 C7.5 20 4 16 4 11 V5 Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8.5 12 L11 14.5 L15.5 9.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
