import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeXml, gameArtSvg, initialsOf, titleLines, vendorArtSvg } from './game-art.ts';

describe('game artwork', () => {
  it('draws the same picture for the same game and different colours for different games', () => {
    const subject = { key: 'NOVA:NOVA-RNG-0001', title: 'Golden Dragon', gameType: 'RNG' as const };
    expect(gameArtSvg(subject)).toBe(gameArtSvg(subject));
    const colours = (svg: string) => svg.match(/stop-color="(hsl[^"]+)"/g);
    expect(colours(gameArtSvg(subject))).not.toEqual(colours(gameArtSvg({ ...subject, key: 'NOVA:NOVA-RNG-0002' })));
  });

  it('escapes names so that they stay text', () => {
    const svg = gameArtSvg({ key: 'x', title: `<script>alert("x")</script> & 'Hold & Win'` });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;');
    expect(escapeXml(`<&>"'`)).toBe('&#60;&#38;&#62;&#34;&#39;');
  });

  it('renders as valid SVG in every type and shape', async () => {
    for (const gameType of ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'PVP', 'FISH', 'LOTT', 'ELOTT', 'COCK', undefined] as const) {
      for (const variant of ['square', 'wide'] as const) {
        const image = await sharp(Buffer.from(gameArtSvg({ key: `k:${gameType}`, title: 'Pesca do Dragão Dourado Megaways', gameType }, variant))).png().toBuffer();
        const metadata = await sharp(image).metadata();
        expect(metadata.width).toBe(variant === 'wide' ? 480 : 240);
      }
    }
    const logo = await sharp(Buffer.from(vendorArtSvg({ code: 'HOUSE', name: 'House Games' }))).metadata();
    expect([logo.width, logo.height]).toEqual([240, 120]);
  });

  it('takes initials from the first two words and fits titles on two lines', () => {
    expect(initialsOf('golden dragon megaways')).toBe('GD');
    expect(initialsOf('Dragão')).toBe('D');
    expect(initialsOf('幸运老虎机')).toBe('幸');
    expect(titleLines('Lucky Slot', 18)).toEqual(['Lucky Slot']);
    expect(titleLines('Pesca do Dragão Dourado Megaways Max', 18)).toEqual(['Pesca do Dragão', 'Dourado Megaways…']);
    expect(titleLines('Supercalifragilisticexpialidocious', 10)).toEqual(['Supercali…']);
  });
});
