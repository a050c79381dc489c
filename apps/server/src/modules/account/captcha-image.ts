import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/** The glyph outlines of the font svg-captcha ships (opentype.js objects), typed as far as they are read here. */
interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface CaptchaFont {
  charToGlyph(character: string): { getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] } };
}
const font = (svgCaptcha as unknown as { options: { font: CaptchaFont } }).options.font;

export const captchaImageWidth = 150;
export const captchaImageHeight = 50;
/** Each curve of an outline becomes this many straight segments before the whole outline is warped. */
const curveSteps = 8;

type Point = [number, number];

/** Whether the image is distorted; off only for tests that show what the distortion defeats. */
export interface CaptchaImageOptions {
  distorted?: boolean;
}

const uniform = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

/**
 * The captcha image of a text as a PNG. The glyphs come from a public font, so drawing them as they are
 * (as svg-captcha does, outline for outline) lets a program read them by matching each outline against the
 * font. Here every glyph is scaled, rotated and sheared at random, the letters overlap, one smooth random warp
 * bends the whole picture, strokes of the letters' own colours cross them, and the picture is sent as pixels:
 * no outline reaches the browser, and no letter keeps the shape of the font's.
 */
export async function renderCaptchaImage(text: string, options: CaptchaImageOptions = {}): Promise<Buffer> {
  const distorted = options.distorted ?? true;
  const ink = distorted ? randomInk() : '#303030';
  const spacing = distorted ? captchaImageWidth / (text.length + 0.9) : (captchaImageWidth - 2) / (text.length + 1);
  const warp = distorted ? randomWarp() : ([x, y]: Point): Point => [x, y];
  const glyphs = [...text].map((character, index) => {
    const size = distorted ? uniform(50, 60) : 56;
    const centre: Point = distorted ? [spacing * (index + 0.95) + uniform(-3, 3), captchaImageHeight / 2 + uniform(-4, 4)] : [spacing * (index + 1), captchaImageHeight / 2];
    const turn = distorted ? uniform(-0.4, 0.4) : 0;
    const shear = distorted ? uniform(-0.35, 0.35) : 0;
    const outline = glyphOutline(character, size).map((polygon) => polygon.map((point) => warp(place(point, centre, turn, shear))));
    const colour = distorted ? ink : '#303030';
    return `<path fill="${colour}" fill-rule="nonzero" d="${polygonsToPath(outline)}"/>`;
  });
  const noise = distorted ? Array.from({ length: 3 }, () => randomStroke(ink)) : [];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${captchaImageWidth}" height="${captchaImageHeight}" viewBox="0 0 ${captchaImageWidth} ${captchaImageHeight}">` +
    `<rect width="100%" height="100%" fill="#f4f1ff"/>${glyphs.join('')}${noise.join('')}</svg>`;
  return sharp(Buffer.from(svg, 'utf8')).png({ compressionLevel: 9 }).toBuffer();
}

/** The outline of a glyph at a size, centred on the origin, its curves cut into straight segments. */
export function glyphOutline(character: string, size: number): Point[][] {
  const commands = font.charToGlyph(character).getPath(0, 0, size).commands;
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let last: Point = [0, 0];
  for (const command of commands) {
    if (command.type === 'M') {
      if (current.length > 0) polygons.push(current);
      last = [command.x!, command.y!];
      current = [last];
    } else if (command.type === 'L') {
      last = [command.x!, command.y!];
      current.push(last);
    } else if (command.type === 'Q' || command.type === 'C') {
      const start = last;
      for (let step = 1; step <= curveSteps; step += 1) {
        const t = step / curveSteps;
        current.push(command.type === 'Q' ? quadratic(start, [command.x1!, command.y1!], [command.x!, command.y!], t) : cubic(start, [command.x1!, command.y1!], [command.x2!, command.y2!], [command.x!, command.y!], t));
      }
      last = [command.x!, command.y!];
    }
  }
  if (current.length > 0) polygons.push(current);
  const all = polygons.flat();
  const [minX, maxX] = [Math.min(...all.map((point) => point[0])), Math.max(...all.map((point) => point[0]))];
  const [minY, maxY] = [Math.min(...all.map((point) => point[1])), Math.max(...all.map((point) => point[1]))];
  const [centreX, centreY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  return polygons.map((polygon) => polygon.map(([x, y]): Point => [x - centreX, y - centreY]));
}

function quadratic(start: Point, control: Point, end: Point, t: number): Point {
  const u = 1 - t;
  return [u * u * start[0] + 2 * u * t * control[0] + t * t * end[0], u * u * start[1] + 2 * u * t * control[1] + t * t * end[1]];
}

function cubic(start: Point, first: Point, second: Point, end: Point, t: number): Point {
  const u = 1 - t;
  const at = (axis: 0 | 1) => u * u * u * start[axis] + 3 * u * u * t * first[axis] + 3 * u * t * t * second[axis] + t * t * t * end[axis];
  return [at(0), at(1)];
}

/** Shears, turns and moves a point of a glyph centred on the origin. */
function place([x, y]: Point, centre: Point, turn: number, shear: number): Point {
  const sheared: Point = [x + shear * y, y];
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return [centre[0] + sheared[0] * cos - sheared[1] * sin, centre[1] + sheared[0] * sin + sheared[1] * cos];
}

/** A smooth random displacement of the whole picture: two crossed waves of random length, phase and height. */
function randomWarp(): (point: Point) => Point {
  const [lengthX, lengthY] = [uniform(14, 26), uniform(18, 34)];
  const [phaseX, phaseY] = [uniform(0, 2 * Math.PI), uniform(0, 2 * Math.PI)];
  const [heightX, heightY] = [uniform(2, 3.5), uniform(2.5, 4)];
  return ([x, y]) => [x + heightX * Math.sin(y / lengthX + phaseX), y + heightY * Math.sin(x / lengthY + phaseY)];
}

function randomInk(): string {
  const channel = () => randomInt(20, 110).toString(16).padStart(2, '0');
  return `#${channel()}${channel()}${channel()}`;
}

/** A curve across the text, as thick as a letter's stroke and of the letters' colour, so it cannot be filtered by colour. */
function randomStroke(ink: string): string {
  const at = (minimum: number, maximum: number) => coordinate(uniform(minimum, maximum), 10);
  const y = () => at(8, captchaImageHeight - 8);
  return `<path d="M${at(0, 25)} ${y()} C${at(30, 70)} ${y()},${at(80, 120)} ${y()},${at(125, 150)} ${y()}" stroke="${ink}" stroke-width="${at(0.9, 1.4)}" fill="none"/>`;
}

/** A drawing coordinate rounded to `steps` per pixel, written as SVG path text (no exponent, no trailing zeros). */
function coordinate(value: number, steps: number): string {
  return String(Math.round(value * steps) / steps);
}

function polygonsToPath(polygons: Point[][]): string {
  return polygons.map((polygon) => `M${polygon.map(([x, y]) => `${coordinate(x, 100)} ${coordinate(y, 100)}`).join('L')}Z`).join('');
}
