import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { useDialogStore } from '../components/ui/dialog/dialog-store.ts';
import { useModalStore } from '../components/ui/modal/modal-store.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { openLoginAndGoHome, requireAgent, requireMemberPanel, requireSessionToken, safeRedirect } from './route-guards.ts';

function loaderArguments(url: string): LoaderFunctionArgs {
  return { request: new Request(url), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
}

const member = { account: 'ana', nickname: 'Ana', customerId: 1, isTrial: false };

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: { in_need_true_account: 'A real account is required.' } } } });
});

beforeEach(() => {
  useSessionStore.getState().clear();
  useModalStore.setState({ stack: [] });
  useDialogStore.setState({ dialogs: [] });
});

describe('route guards', () => {
  it('/login opens the login modal and moves to /', () => {
    const response = openLoginAndGoHome(loaderArguments('https://site.example/login?redirect=%2Flottery%3FgameCode%3DL1'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(useModalStore.getState().stack).toEqual([{ name: 'login', props: { redirectTo: '/lottery?gameCode=L1' }, onClose: undefined }]);
  });

  it('lottery pages send a visitor without a token to /login, remembering the page', () => {
    const response = requireSessionToken(loaderArguments('https://site.example/vnLottery?gameCode=VN1'));
    expect(response?.headers.get('Location')).toBe('/login?redirect=%2FvnLottery%3FgameCode%3DVN1');
    useSessionStore.getState().setToken('abc');
    expect(requireSessionToken(loaderArguments('https://site.example/vnLottery'))).toBeNull();
  });

  it('the agent centre sends guests and members who are not agents to /agent', () => {
    expect(requireAgent()?.headers.get('Location')).toBe('/agent');
    useSessionStore.getState().setToken('abc');
    useSessionStore.getState().setMember({ ...member, isAgent: false });
    expect(requireAgent()?.headers.get('Location')).toBe('/agent');
    useSessionStore.getState().setMember({ ...member, isAgent: true });
    expect(requireAgent()).toBeNull();
  });

  it('an e-mailed reset link opens the new-password form instead of the login', () => {
    const response = openLoginAndGoHome(loaderArguments('https://site.example/login?resetToken=abcdefghijklmnopqrstuvwxyz'));
    expect(response.headers.get('Location')).toBe('/');
    expect(useModalStore.getState().stack.map((open) => [open.name, open.props])).toEqual([['forgotPassword', { resetToken: 'abcdefghijklmnopqrstuvwxyz' }]]);
  });

  it('member panels ask guests to log in and return after it, and tell trial accounts a real one is needed', () => {
    const guest = requireMemberPanel(loaderArguments('https://site.example/member/securityCenter'));
    expect(guest?.headers.get('Location')).toBe('/');
    expect(useModalStore.getState().stack.map((open) => [open.name, open.props])).toEqual([['login', { redirectTo: '/member/securityCenter' }]]);

    useModalStore.setState({ stack: [] });
    useSessionStore.getState().setToken('abc');
    useSessionStore.getState().setMember({ ...member, isAgent: false, isTrial: true });
    expect(requireMemberPanel(loaderArguments('https://site.example/member'))?.headers.get('Location')).toBe('/');
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useDialogStore.getState().dialogs.map((dialog) => dialog.html)).toEqual(['A real account is required.']);

    useSessionStore.getState().setMember({ ...member, isAgent: false, isTrial: false });
    expect(requireMemberPanel(loaderArguments('https://site.example/member'))).toBeNull();
  });

  it('only accepts return paths on this site', () => {
    expect(safeRedirect('/lottery')).toBe('/lottery');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});
