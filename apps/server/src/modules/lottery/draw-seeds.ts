import { sealer } from '../../platform/sealing.ts';

export { newServerSeed as newDrawSeed, seedHashOf } from '../../platform/sealing.ts';

/**
 * Seeds of draws are made when a draw is created and kept sealed until the draw is drawn, so reading the
 * database alone cannot reveal a result ahead of time.
 */
export function drawSeedVault(appSecret: string) {
  return sealer(appSecret, 'lottery-draw-seeds');
}

export type DrawSeedVault = ReturnType<typeof drawSeedVault>;
