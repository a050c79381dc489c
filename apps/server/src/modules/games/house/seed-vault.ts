import { randomBytes } from 'node:crypto';
import { sealer } from '../../../platform/sealing.ts';

export { newServerSeed, seedHashOf } from '../../../platform/sealing.ts';

/** Seals house games' server seeds at rest, so that reading the database alone does not reveal seeds still in play. */
export function seedVault(appSecret: string) {
  return sealer(appSecret, 'games-seed-vault');
}

export type SeedVault = ReturnType<typeof seedVault>;

/** A default client seed the player may replace. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
