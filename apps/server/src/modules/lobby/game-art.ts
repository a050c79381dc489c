/**
 * Artwork drawn by code, so the catalogue needs no external images: a gradient from colours derived from
 * a hash, a motif for the game type, the initials and the name. The same input always draws the same SVG.
 */
import { createHash } from 'node:crypto';
import type { GameType } from '@platform/contract';

export type ArtVariant = 'square' | 'wide';

export interface ArtSubject {
  /** What the colours derive from: stable for a game or vendor. */
  key: string;
  title: string;
  gameType?: GameType | undefined;
}

const fontFamily = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface Palette {
  from: string;
  to: string;
  hash: Buffer;
}

function paletteOf(key: string): Palette {
  const hash = createHash('sha256').update(key).digest();
  const hue = hash.readUInt16BE(0) % 360;
  const secondHue = (hue + 30 + (hash[2]! % 120)) % 360;
  const saturation = 60 + (hash[3]! % 25);
  return {
    from: `hsl(${hue} ${saturation}% ${32 + (hash[4]! % 14)}%)`,
    to: `hsl(${secondHue} ${saturation}% ${46 + (hash[5]! % 14)}%)`,
    hash,
  };
}

/** Up to two initials: the first letter or digit of the first two words (one character for names without spaces in CJK). */
export function initialsOf(title: string): string {
  const words = title.split(/\s+/).map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '').filter((initial) => initial.length > 0);
  return words.slice(0, 2).join('').toLocaleUpperCase('en');
}

/** Splits a title into at most two lines of about `width` characters, ending with an ellipsis when cut. */
export function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if ([...candidate].length <= width || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const shown = lines.slice(0, 2).map((line) => ([...line].length > width ? `${[...line].slice(0, width - 1).join('')}…` : line));
  if (lines.length > 2) shown[1] = `${[...shown[1]!].slice(0, width - 1).join('')}…`;
  return shown;
}

/** Soft shapes scattered over the background, placed by the hash. */
function bubbles(hash: Buffer, width: number, height: number): string {
  const shapes: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    // Whole pixels and opacity in hundredths: the drawing needs no fractions.
    const x = Math.round((hash[6 + index]! * width) / 255);
    const y = Math.round((hash[11 + index]! * height) / 255);
    const radius = 14 + (hash[16 + index]! % 46);
    const opacityHundredths = 6 + (hash[21 + index]! % 12);
    shapes.push(`<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" fill-opacity="0.${String(opacityHundredths).padStart(2, '0')}"/>`);
  }
  return shapes.join('');
}

/** A simple motif per game type, drawn behind the initials in a 240 by 240 box. */
function motif(gameType: GameType | undefined): string {
  const paint = 'fill="#fff" fill-opacity="0.16"';
  switch (gameType) {
    case 'RNG':
      return [40, 92, 144].map((x) => `<rect x="${x}" y="44" width="56" height="92" rx="10" ${paint}/>`).join('');
    case 'LIVE':
      return `<rect x="62" y="40" width="70" height="100" rx="10" transform="rotate(-12 97 90)" ${paint}/><rect x="108" y="40" width="70" height="100" rx="10" transform="rotate(12 143 90)" ${paint}/>`;
    case 'PVP':
      return `<path d="M120 30 L170 90 L120 150 L70 90 Z" ${paint}/>`;
    case 'FISH':
      return `<path d="M20 120 Q60 90 100 120 T180 120 T260 120 V150 H20 Z" ${paint}/><path d="M20 80 Q60 50 100 80 T180 80 T260 80 V96 H20 Z" ${paint}/>`;
    case 'SPORTS':
    case 'ESPORTS':
      return `<circle cx="120" cy="90" r="58" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="14"/>`;
    case 'LOTT':
    case 'ELOTT':
      return [48, 84, 120, 156, 192].map((x, index) => `<circle cx="${x}" cy="${index % 2 === 0 ? 70 : 108}" r="20" ${paint}/>`).join('');
    case 'COCK':
      return `<path d="M60 140 L120 30 L180 140 Z" ${paint}/>`;
    default:
      return '';
  }
}

function textLines(lines: string[], x: number, firstBaseline: number, fontSize: number, anchor: 'middle' | 'start'): string {
  return lines
    .map((line, index) => `<text x="${x}" y="${firstBaseline + index * (fontSize + 4)}" text-anchor="${anchor}" font-family="${fontFamily}" font-size="${fontSize}" font-weight="600" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
}

function frame(width: number, height: number, palette: Palette, title: string, content: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="shine" cx="0.25" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="24" fill="url(#bg)"/>`,
    bubbles(palette.hash, width, height),
    content,
    `<rect width="${width}" height="${height}" rx="24" fill="url(#shine)"/>`,
    '</svg>',
  ].join('');
}

/** The artwork of a game: square for cards, wide (2:1) for the large icon. */
export function gameArtSvg(subject: ArtSubject, variant: ArtVariant = 'square'): string {
  const palette = paletteOf(subject.key);
  const initials = escapeXml(initialsOf(subject.title));
  if (variant === 'wide') {
    const content = [
      `<g transform="translate(0 30)">${motif(subject.gameType)}</g>`,
      `<text x="120" y="150" text-anchor="middle" font-family="${fontFamily}" font-size="84" font-weight="800" fill="#fff" fill-opacity="0.95">${initials}</text>`,
      textLines(titleLines(subject.title, 16), 250, 112, 28, 'start'),
    ].join('');
    return frame(480, 240, palette, subject.title, content);
  }
  const band = '<path d="M0 176 H240 V216 A24 24 0 0 1 216 240 H24 A24 24 0 0 1 0 216 Z" fill="#000" fill-opacity="0.34"/>';
  const lines = titleLines(subject.title, 18);
  const fontSize = lines.some((line) => [...line].length > 14) ? 16 : 19;
  const content = [
    motif(subject.gameType),
    `<text x="120" y="118" text-anchor="middle" font-family="${fontFamily}" font-size="68" font-weight="800" fill="#fff" fill-opacity="0.95">${initials}</text>`,
    band,
    textLines(lines, 120, lines.length > 1 ? 202 : 214, fontSize, 'middle'),
  ].join('');
  return frame(240, 240, palette, subject.title, content);
}

/** A vendor's logo: an emblem with its initial and its name, 240 by 120. */
export function vendorArtSvg(subject: { code: string; name: string }): string {
  const palette = paletteOf(`vendor:${subject.code}`);
  const content = [
    `<circle cx="60" cy="60" r="38" fill="#fff" fill-opacity="0.9"/>`,
    `<text x="60" y="74" text-anchor="middle" font-family="${fontFamily}" font-size="40" font-weight="800" fill="${palette.from}">${escapeXml(initialsOf(subject.name).slice(0, 1))}</text>`,
    textLines(titleLines(subject.name, 11), 110, subject.name.length > 11 ? 54 : 68, 20, 'start'),
  ].join('');
  return frame(240, 120, palette, subject.name, content);
}
