import svgCaptcha from 'svg-captcha';

/**
 * The attack a black-box test ran against the old image captcha, as a test helper: the glyphs come from a
 * public font and were drawn outline for outline, so each filled outline on the image can be matched against
 * the font's own glyphs (it read the old captcha 26 times out of 26).
 */

interface FontPath {
  commands: { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number }[];
}
const font = (svgCaptcha as unknown as { options: { font: { charToGlyph(character: string): { getPath(x: number, y: number, size: number): FontPath } } } }).options.font;

/** Every letter and digit a captcha may show; the answer is compared without case. */
export const attackAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An outline reduced to what survives moving it: its command letters and its points relative to its first. */
function signatureOf(letters: string, numbers: number[]): { letters: string; shape: number[] } {
  const [originX = 0, originY = 0] = numbers;
  return { letters, shape: numbers.map((value, index) => value - (index % 2 === 0 ? originX : originY)) };
}

const outlineTemplates = [...attackAlphabet].map((character) => {
  const commands = font.charToGlyph(character).getPath(0, 0, 56).commands;
  const letters = commands.map((command) => command.type).join('');
  const numbers = commands.flatMap((command) => {
    if (command.type === 'Q') return [command.x1!, command.y1!, command.x!, command.y!];
    if (command.type === 'C') return [command.x1!, command.y1!, command.x2!, command.y2!, command.x!, command.y!];
    if (command.type === 'Z') return [];
    return [command.x!, command.y!];
  });
  return { character, ...signatureOf(letters, numbers) };
});

/** Reads an SVG captcha by matching each filled outline to the font's nearest glyph; '' when it has no outline to read. */
export function readByOutlines(svg: string): string {
  const glyphs = [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"\/>/gu)].map((match) => {
    const data = match[1]!;
    const letters = (data.match(/[MLQCZ]/gu) ?? []).join('');
    const numbers = (data.match(/-?\d+(?:\.\d+)?/gu) ?? []).map(Number);
    const xs = numbers.filter((_, index) => index % 2 === 0);
    return { left: Math.min(...xs), ...signatureOf(letters, numbers) };
  });
  return glyphs
    .sort((first, second) => first.left - second.left)
    .map((glyph) => {
      let best = { character: '', distance: Number.POSITIVE_INFINITY };
      for (const template of outlineTemplates) {
        if (template.letters !== glyph.letters || template.shape.length !== glyph.shape.length) continue;
        const distance = template.shape.reduce((sum, value, index) => sum + Math.abs(value - glyph.shape[index]!), 0);
        if (distance < best.distance) best = { character: template.character, distance };
      }
      return best.character;
    })
    .join('');
}
