import { translationKey } from '../lib/translation-key.ts';

/**
 * The product areas that fill the pages and modals of the shell. A page that an area has not
 * delivered yet names its area in a "coming" panel.
 */
export const areaLabelKeys = {
  lobby: translationKey('areas.lobby'),
  accounts: translationKey('areas.accounts'),
  wallet: translationKey('areas.wallet'),
  games: translationKey('areas.games'),
  lottery: translationKey('areas.lottery'),
  agent: translationKey('areas.agent'),
  content: translationKey('areas.content'),
  rewards: translationKey('areas.rewards'),
  member: translationKey('areas.member'),
} as const;

export type AreaName = keyof typeof areaLabelKeys;
