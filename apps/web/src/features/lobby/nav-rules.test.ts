import { describe, expect, it } from 'vitest';
import type { Game } from '@platform/contract';
import { dropPanelSize, navClickOf } from './nav-rules.ts';

function vendor(vassalage: string): Game {
  return {
    nodeId: 1, nodeName: vassalage, gameName: vassalage, displayName: vassalage, gameCode: 'VENDOR', vassalage, vendorName: vassalage,
    gameType: 'SPORTS', gameClassify: 'VENDOR', iconUrl: '', showIcon: '', lagerIcon: '', isHot: 0, isNew: 0, isGame: 'GAME', maintenance: false,
  };
}

describe('header nav click (spec §2 Header)', () => {
  it('goes to the page for HOME, PROMO, PVP, FISH and RNG even with a single vendor', () => {
    for (const type of ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'] as const) expect(navClickOf(type, [vendor('ONE')])).toEqual({ kind: 'page' });
  });

  it('goes to the page when the type has more than one vendor', () => {
    expect(navClickOf('SPORTS', [vendor('ECHO'), vendor('LYNX')])).toEqual({ kind: 'page' });
  });

  it('launches the single vendor of any other type', () => {
    const only = vendor('GALE');
    expect(navClickOf('COCK', [only])).toEqual({ kind: 'launch', vendor: only });
    expect(navClickOf('LIVE', [only])).toEqual({ kind: 'launch', vendor: only });
  });
});

describe('header drop menu', () => {
  it('is the large panel above 10 vendors', () => {
    expect(dropPanelSize(10)).toBe('small');
    expect(dropPanelSize(11)).toBe('large');
  });
});
