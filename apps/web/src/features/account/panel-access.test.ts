import { describe, expect, it } from 'vitest';
import { panelAccessOf } from './panel-access.ts';

const member = { account: 'ana01', nickname: 'Ana', customerId: 7, isAgent: false, isTrial: false };

describe('panel access', () => {
  it('sends guests to the login, tells trial accounts a real one is needed, and lets members in', () => {
    expect(panelAccessOf({ token: null, member: null })).toBe('login');
    expect(panelAccessOf({ token: 't', member: { ...member, isTrial: true } })).toBe('trial');
    expect(panelAccessOf({ token: 't', member })).toBe('allowed');
    // A token whose member info is still loading is a signed-in member as far as the panels go.
    expect(panelAccessOf({ token: 't', member: null })).toBe('allowed');
  });
});
