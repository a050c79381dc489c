/**
 * Banner and promotion artwork drawn by code (no external images): a gradient from colours derived
 * from a hash, soft shapes, a title and a subtitle. The same input always draws the same SVG.
 */
import { createHash } from 'node:crypto';

const fontFamily = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Cuts a line to a number of characters, ending with an ellipsis when cut. */
function fit(text: string, width: number): string {
  const characters = [...text];
  return characters.length > width ? `${characters.slice(0, width - 1).join('')}…` : text;
}

/** A wide banner (3:1 at 1200 by 400, or 2:1 at 800 by 400 for promotion cards). */
export function bannerArtSvg(subject: { key: string; title: string; subtitle: string; shape: 'banner' | 'card' }): string {
  const hash = createHash('sha256').update(subject.key).digest();
  const width = subject.shape === 'banner' ? 1200 : 800;
  const height = 400;
  const hue = hash.readUInt16BE(0) % 360;
  const from = `hsl(${hue} 70% ${26 + (hash[2]! % 10)}%)`;
  const to = `hsl(${(hue + 50 + (hash[3]! % 90)) % 360} 75% ${46 + (hash[4]! % 10)}%)`;
  const shapes = Array.from({ length: 7 }, (_, index) => {
    // Whole pixels and opacity in hundredths: the drawing needs no fractions.
    const x = Math.round((hash[5 + index]! * width) / 255);
    const y = Math.round((hash[12 + index]! * height) / 255);
    const radius = 30 + (hash[19 + index]! % 120);
    const opacityHundredths = 5 + (index % 3) * 4;
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" fill-opacity="0.${String(opacityHundredths).padStart(2, '0')}"/>`;
  }).join('');
  const titleWidth = subject.shape === 'banner' ? 30 : 22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(subject.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    shapes,
    `<path d="M${width * 0.62} ${height} L${width * 0.8} 0 H${width} V${height} Z" fill="#fff" fill-opacity="0.08"/>`,
    `<text x="64" y="${height / 2 - 6}" font-family="${fontFamily}" font-size="${subject.shape === 'banner' ? 64 : 52}" font-weight="800" fill="#fff">${escapeXml(fit(subject.title, titleWidth))}</text>`,
    `<text x="64" y="${height / 2 + 52}" font-family="${fontFamily}" font-size="30" font-weight="500" fill="#fff" fill-opacity="0.9">${escapeXml(fit(subject.subtitle, titleWidth + 14))}</text>`,
    '</svg>',
  ].join('');
}
