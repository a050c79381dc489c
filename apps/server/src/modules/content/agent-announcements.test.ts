import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAnnouncementPageValueSchema, announcementListValueSchema } from '@platform/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMember, type TestMember } from '../../../test/factories.ts';

let test: TestApp;
let agent: TestMember;
let member: TestMember;
const dayMs = 24 * 60 * 60 * 1000;
const ids: Record<'agents' | 'all' | 'players' | 'expired' | 'disabled' | 'future' | 'popup' | 'portugueseOnly', number> = {} as never;

async function call(url: string, caller?: TestMember) {
  const response = await test.app.server.inject({ method: 'GET', url, headers: { ...caller?.headers } });
  return { status: response.statusCode, body: response.json() as { value: unknown; code: string } };
}

async function agentPage(query = '') {
  const response = await call(`/wps/agent/announcements?pageSize=50${query}`, agent);
  expect(response.status).toBe(200);
  return agentAnnouncementPageValueSchema.parse(response.body.value);
}

const texts = (title: string) => ({ pt: { title: `${title} pt`, content: `<p>${title}</p>` }, en: { title: `${title} en`, content: `<p>${title}</p>` } });

beforeAll(async () => {
  test = await createTestApp();
  agent = await createMember(test, { memberType: 1 });
  member = await createMember(test, { uplineId: agent.memberId });
  const content = test.app.services.content;
  const base = { execution_code: null, platforms: ['W', 'H5'], sort: 0, ends_at: null };
  const now = Date.now();
  ids.agents = await content.saveAnnouncement({ ...base, type: 'PL', texts: texts('Only agents'), audience: 'agents', starts_at: new Date(now - 1 * dayMs) });
  ids.all = await content.saveAnnouncement({ ...base, type: 'PR', texts: texts('Everyone'), audience: 'all', starts_at: new Date(now - 2 * dayMs) });
  ids.players = await content.saveAnnouncement({ ...base, type: 'PL', texts: texts('Only players'), audience: 'players', starts_at: new Date(now - 1 * dayMs) });
  ids.expired = await content.saveAnnouncement({ ...base, type: 'PL', texts: texts('Expired'), audience: 'agents', starts_at: new Date(now - 9 * dayMs), ends_at: new Date(now - dayMs) });
  ids.future = await content.saveAnnouncement({ ...base, type: 'PL', texts: texts('Future'), audience: 'agents', starts_at: new Date(now + dayMs) });
  ids.popup = await content.saveAnnouncement({ ...base, type: 'PU', execution_code: 'A', texts: texts('Popup'), audience: 'agents', starts_at: new Date(now - dayMs) });
  ids.disabled = await content.saveAnnouncement({ ...base, type: 'PL', texts: texts('Disabled'), audience: 'agents', starts_at: new Date(now - dayMs) });
  await test.database.db.withTables<{ content_announcements: { id: number; status: number } }>()
    .updateTable('content_announcements').set({ status: 0 }).where('id', '=', ids.disabled).execute();
  ids.portugueseOnly = await content.saveAnnouncement({
    ...base, type: 'PL', texts: { pt: { title: 'Só em português', content: '<p>Olá <script>alert(1)</script>agentes</p>' } }, audience: 'agents', starts_at: new Date(now - 30 * dayMs),
  });
});
afterAll(async () => {
  await test.close();
});

describe('the agent centre announcements', () => {
  it('shows an agent the announcements for agents and for everyone, never the players-only ones', async () => {
    const shown = (await agentPage()).list.map((item) => item.id);
    expect(shown).toContain(ids.agents);
    expect(shown).toContain(ids.all);
    expect(shown).not.toContain(ids.players);
  });

  it('leaves out expired, not yet started, disabled announcements and popups', async () => {
    const shown = (await agentPage()).list.map((item) => item.id);
    for (const id of [ids.expired, ids.future, ids.disabled, ids.popup]) expect(shown).not.toContain(id);
  });

  it('lists the newest first and includes the demo announcements for agents', async () => {
    const { list, total } = await agentPage();
    const starts = list.map((item) => Date.parse(item.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(list.map((item) => item.title)).toContain('Indique com responsabilidade');
    expect(total).toBe(list.length);
  });

  it('pages the list', async () => {
    const whole = await agentPage();
    const first = agentAnnouncementPageValueSchema.parse((await call('/wps/agent/announcements?pageNo=1&pageSize=2', agent)).body.value);
    const second = agentAnnouncementPageValueSchema.parse((await call('/wps/agent/announcements?pageNo=2&pageSize=2', agent)).body.value);
    expect(first.list.map((item) => item.id)).toEqual(whole.list.slice(0, 2).map((item) => item.id));
    expect(second.list.map((item) => item.id)).toEqual(whole.list.slice(2, 4).map((item) => item.id));
    expect(first.totalPages).toBe(Math.ceil(whole.total / 2));
    expect((await call('/wps/agent/announcements?pageSize=51', agent)).status).toBe(400);
  });

  it('answers in the asked language, falling back to English then Portuguese, with sanitised html', async () => {
    const english = await agentPage('&language=en');
    expect(english.list.find((item) => item.id === ids.agents)!.title).toBe('Only agents en');
    expect(english.list.map((item) => item.title)).toContain('Recruit responsibly');
    const spanish = await agentPage('&language=es');
    expect(spanish.list.find((item) => item.id === ids.agents)!.title).toBe('Only agents en');
    expect(spanish.list.map((item) => item.title)).toContain('Invite con responsabilidad');
    const portuguese = english.list.find((item) => item.id === ids.portugueseOnly)!;
    expect(portuguese.title).toBe('Só em português');
    expect(portuguese.content).toBe('<p>Olá agentes</p>');
  });

  it('refuses members (403) and guests (401)', async () => {
    const asMember = await call('/wps/agent/announcements', member);
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe('forbidden');
    expect((await call('/wps/agent/announcements')).status).toBe(401);
  });
});

describe('the public announcements', () => {
  it('never show agents-only announcements to players, guests or agents', async () => {
    for (const caller of [member, undefined, agent]) {
      const { list } = announcementListValueSchema.parse((await call('/wps/announcements?types=B,PL,PU,PR,H', caller)).body.value);
      const shown = list.map((item) => item.id);
      expect(shown).not.toContain(ids.agents);
      expect(list.map((item) => item.title)).not.toContain('Indique com responsabilidade');
      expect(shown).toContain(ids.all);
      expect(shown).toContain(ids.players);
    }
  });
});
