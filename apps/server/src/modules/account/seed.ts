import type { AccountService } from './service.ts';

interface DemoAccount {
  account: string;
  password?: string;
  memberType: number;
  upline?: string;
  label: string;
  mobile?: { dialingCode: string; mobile: string };
  email?: string;
  realName?: string;
  invitationCode?: string;
}

/*
 * The demo accounts: a player, an agent with a downline (a sub-agent and two members), and a member the agent
 * created with the merchant's default password, whose first login therefore asks for a new one.
 */
const demoAccounts: DemoAccount[] = [
  {
    account: 'demo_player',
    password: 'Demo12345',
    memberType: 0,
    label: 'player',
    mobile: { dialingCode: '55', mobile: '11987654321' },
    email: 'demo.player@example.com',
    realName: 'Demo Player',
  },
  { account: 'demo_agent', password: 'Agent12345', memberType: 1, label: 'agent (agent area)', invitationCode: 'DEMOAGENT', realName: 'Demo Agent' },
  { account: 'demo_subagent', password: 'Agent12345', memberType: 41, upline: 'demo_agent', label: 'sub-agent of demo_agent', invitationCode: 'DEMOSUB1' },
  { account: 'demo_member1', password: 'Demo12345', memberType: 0, upline: 'demo_agent', label: 'member under demo_agent' },
  { account: 'demo_member2', password: 'Demo12345', memberType: 0, upline: 'demo_subagent', label: 'member under demo_subagent' },
  { account: 'demo_newmember', memberType: 0, upline: 'demo_agent', label: 'created by demo_agent with the default password: the first login asks for a new one' },
];

/** Creates the demo accounts that are missing and returns one line per account for the start-up banner. */
export async function seedDemoAccounts(account: AccountService): Promise<string[]> {
  const { passwordPolicy } = await account.settings.read();
  const lines: string[] = [];
  for (const demo of demoAccounts) {
    const existing = await account.accounts.findByAccount(demo.account);
    if (!existing) {
      const upline = demo.upline ? await account.accounts.findByAccount(demo.upline) : undefined;
      await account.createMember({
        account: demo.account,
        memberType: demo.memberType,
        uplineId: upline?.id ?? null,
        ...(demo.password ? { password: demo.password } : {}),
        ...(demo.mobile ? { mobile: demo.mobile } : {}),
        ...(demo.email ? { email: demo.email } : {}),
        ...(demo.realName ? { realName: demo.realName } : {}),
        ...(demo.invitationCode ? { invitationCode: demo.invitationCode } : {}),
      });
    }
    const code = demo.invitationCode ? `, invitation code ${demo.invitationCode}` : '';
    lines.push(`${demo.account} / ${demo.password ?? passwordPolicy.defaultPassword}  (${demo.label}${code})`);
  }
  return lines;
}
