import type { AvatarValue } from '@platform/contract/account/member';
import type { Caller } from '../../platform/auth.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import type { MemberRecord } from './account-repository.ts';
import type { AccountContext, ClientContext } from './context.ts';
import type { MemberInfoWithCounters } from './schemas.ts';

/** Reads a member's balances in minor units from the wallet module; a trial account reads its play money. */
export type BalanceReader = (memberId: string, isTrial: boolean) => Promise<{ balance: number; bonus: number }>;

const avatarPalette = [
  ['#f5c04a', '#7a4b00'],
  ['#22c98e', '#064d35'],
  ['#5b8def', '#142e6b'],
  ['#ef5b8d', '#6b1433'],
  ['#a45bef', '#3a136b'],
  ['#ef8f5b', '#6b3014'],
  ['#4fd1d9', '#0d4f54'],
  ['#c9e26b', '#4a5a10'],
  ['#f07167', '#6e1a14'],
  ['#8d99ae', '#2b2d42'],
  ['#ffb4a2', '#7f3b2c'],
  ['#b5e48c', '#2d5016'],
] as const;

/** The URL an avatar is served at. */
export function avatarUrl(avatarId: string): string {
  return `/wps/member/info/icon/${avatarId}.svg`;
}

/** Draws an avatar of the fixed set: a silhouette on a coloured disc, so no image file or external host is needed. */
export function renderAvatar(avatarId: string): string | undefined {
  const match = /^avatar-([0-9]{1,3})$/u.exec(avatarId);
  const index = match ? Number(match[1]) - 1 : -1;
  const colours = avatarPalette[index % avatarPalette.length];
  if (index < 0 || !colours) return undefined;
  const [background, figure] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<circle cx="48" cy="48" r="48" fill="${background}"/>
<circle cx="48" cy="38" r="17" fill="${figure}"/>
<path d="M16 84c4-17 17-26 32-26s28 9 32 26a48 48 0 0 1-64 0z" fill="${figure}"/>
</svg>`;
}

/** GET /wps/member/info, the avatar calls, and the lookups other modules make about members. */
export function memberInfoService(context: AccountContext) {
  const { accounts } = context;

  async function memberOf(caller: Caller): Promise<MemberRecord> {
    const member = await accounts.findById(caller.memberId);
    if (!member) throw new AppError('not_logged_in');
    return member;
  }

  async function avatarValue(member: MemberRecord): Promise<AvatarValue> {
    const { avatars } = await context.settings.read();
    const current = avatars.includes(member.avatar) ? member.avatar : null;
    return {
      avatarId: current,
      url: current ? avatarUrl(current) : '',
      choices: avatars.map((avatarId) => ({ avatarId, url: avatarUrl(avatarId) })),
    };
  }

  return {
    /** The member and the header counters; the balances come from the wallet through `balances`. */
    async info(caller: Caller, balances: BalanceReader): Promise<MemberInfoWithCounters> {
      const member = await memberOf(caller);
      const [settings, merchant, balance, avatar] = await Promise.all([
        context.settings.read(),
        context.merchant(),
        balances(member.id, caller.role === 'trial'),
        avatarValue(member),
      ]);
      const promotions = settings.promotions;
      const enabledCount = (['SIGNUP', 'REFERRAL'] as const).reduce((sum, key) => sum + (promotions[key].enabled ? promotions[key].count : 0), 0);
      return {
        id: Number(member.id),
        account: member.account,
        nickname: member.nickname,
        type: member.memberType,
        isAgent: caller.isAgent,
        isTrial: caller.role === 'trial',
        customerId: Number(member.id),
        avatar: avatar.url,
        realName: member.realName,
        mobileBound: member.mobile !== null,
        emailBound: member.email !== null,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        authenticatorBound: member.totpSecret !== null,
        balance: balance.balance,
        bonus: balance.bonus,
        currencySymbol: merchant.currencySymbol,
        availablePromo: promotions,
        availablePromoCount: enabledCount,
        unreadMessage: 0,
        hasVip: false,
        vipLabelName: '',
        vipRankLevel: 0,
      };
    },

    async avatar(caller: Caller): Promise<AvatarValue> {
      return avatarValue(await memberOf(caller));
    },

    async chooseAvatar(caller: Caller, avatarId: string, client: ClientContext): Promise<AvatarValue> {
      const { avatars } = await context.settings.read();
      if (!avatars.includes(avatarId)) throw validationError([{ field: 'avatarId', rule: 'enum', message: 'not one of the offered avatars' }]);
      const member = await memberOf(caller);
      await accounts.update(member.id, { avatar: avatarId });
      await accounts.audit({ memberId: member.id, account: member.account, event: 'avatar_changed', clientAddress: client.clientAddress, detail: { avatarId } });
      return avatarValue({ ...member, avatar: avatarId });
    },
  };
}

export type MemberInfoService = ReturnType<typeof memberInfoService>;
