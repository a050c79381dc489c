import type { ComponentType } from 'react';
import {
  ClockIcon,
  DownloadIcon,
  GiftIcon,
  HeartIcon,
  MessageIcon,
  RefreshIcon,
  ShieldIcon,
  SparklesIcon,
  StoreIcon,
  TaskIcon,
  TrophyIcon,
  UserIcon,
  WrenchIcon,
  type IconProps,
} from '../../components/ui/icons.tsx';
import type { AreaName } from '../../config/areas.ts';
import type { MemberCentrePage } from '../../config/paths.ts';
import { translationKey } from '../../lib/translation-key.ts';
import type { PlayerCountersValue } from '@platform/contract/account/member';

export interface MemberCentreEntry {
  page: MemberCentrePage;
  titleKey: string;
  /** The product area that fills the page. */
  area: AreaName;
  Icon: ComponentType<IconProps>;
  /** The header counter shown as a badge on the entry (spec §2: mission, message and reward entries). */
  badge?: (counters: PlayerCountersValue) => number;
}

/** The member centre's left list, in the order of spec §2. */
export const memberCentreEntries: readonly MemberCentreEntry[] = [
  { page: 'securityCenter', titleKey: translationKey('account.memberCentre.pages.securityCenter'), area: 'accounts', Icon: ShieldIcon },
  { page: 'transferFund', titleKey: translationKey('account.memberCentre.pages.transferFund'), area: 'wallet', Icon: RefreshIcon },
  { page: 'depositv2', titleKey: translationKey('account.memberCentre.pages.depositv2'), area: 'wallet', Icon: DownloadIcon },
  { page: 'withdraw', titleKey: translationKey('account.memberCentre.pages.withdraw'), area: 'wallet', Icon: StoreIcon },
  { page: 'transferUpline', titleKey: translationKey('account.memberCentre.pages.transferUpline'), area: 'wallet', Icon: UserIcon },
  { page: 'personalHistoryCopy', titleKey: translationKey('account.memberCentre.pages.personalHistoryCopy'), area: 'games', Icon: ClockIcon },
  { page: 'transactionHistory', titleKey: translationKey('account.memberCentre.pages.transactionHistory'), area: 'wallet', Icon: TaskIcon },
  { page: 'personalProfit', titleKey: translationKey('account.memberCentre.pages.personalProfit'), area: 'games', Icon: TrophyIcon },
  { page: 'bonusDetails', titleKey: translationKey('account.memberCentre.pages.bonusDetails'), area: 'wallet', Icon: SparklesIcon },
  {
    page: 'rewardCenter',
    titleKey: translationKey('account.memberCentre.pages.rewardCenter'),
    area: 'rewards',
    Icon: GiftIcon,
    badge: (counters) => counters.availablePromoCount,
  },
  { page: 'referral', titleKey: translationKey('account.memberCentre.pages.referral'), area: 'rewards', Icon: HeartIcon },
  { page: 'missionLeaderboard', titleKey: translationKey('account.memberCentre.pages.missionLeaderboard'), area: 'rewards', Icon: TrophyIcon },
  {
    page: 'messageV2',
    titleKey: translationKey('account.memberCentre.pages.messageV2'),
    area: 'content',
    Icon: MessageIcon,
    badge: (counters) => counters.unreadMessage,
  },
  { page: 'manualRebate', titleKey: translationKey('account.memberCentre.pages.manualRebate'), area: 'rewards', Icon: WrenchIcon },
];

/** The entry of a page. */
export function memberCentreEntry(page: MemberCentrePage): MemberCentreEntry {
  const entry = memberCentreEntries.find((candidate) => candidate.page === page);
  if (!entry) throw new Error(`no member-centre entry for ${page}`);
  return entry;
}

/** A badge reads "99+" above 99 so it keeps its size. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
