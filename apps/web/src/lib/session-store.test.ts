import { beforeEach, describe, expect, it } from 'vitest';
import { adoptTokenFromAddress, useMerchantStore, useSessionStore } from './session-store.ts';

beforeEach(() => useSessionStore.getState().clear());

describe('session store', () => {
  it('moves a token from the entry address into the session and strips it from the address', () => {
    const cleaned = adoptTokenFromAddress(new URL('https://site.example/lottery?gameCode=LOTT1&token=abc'));
    expect(useSessionStore.getState().token).toBe('abc');
    expect(cleaned?.href).toBe('https://site.example/lottery?gameCode=LOTT1');
  });

  it('leaves the session alone when the address carries no token', () => {
    expect(adoptTokenFromAddress(new URL('https://site.example/?token='))).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps the merchant code when the session is cleared (logout)', () => {
    useMerchantStore.getState().setMerchantCode('M001');
    useSessionStore.getState().setToken('abc');
    useSessionStore.getState().setMember({ account: 'ana', nickname: 'Ana', customerId: 1, isAgent: true, isTrial: false });
    expect(useSessionStore.getState().afterLogin).toBe(true);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ token: null, member: null, afterLogin: false });
    expect(useMerchantStore.getState().merchantCode).toBe('M001');
  });
});
