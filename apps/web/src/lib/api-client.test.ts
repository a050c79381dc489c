import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, onSiteClosed, onUnauthorized, urlOf } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { useSessionStore } from './session-store.ts';

type FetchCall = { url: string; init: RequestInit };

function answer(status: number, body: unknown): { calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { calls };
}

beforeEach(() => useSessionStore.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('tells the start-up gate when any call finds the site closed: maintenance or a blocked country', async () => {
    const closures: string[] = [];
    const stop = onSiteClosed((error) => closures.push(error.code));
    try {
      answer(503, { success: false, value: { message: '' }, message: 'The site is under maintenance', code: 'info_maintenance' });
      await expect(apiRequest('/wps/v2/wallets/balance', { moduleId: 'wallet' })).rejects.toMatchObject({ code: 'info_maintenance', status: 503 });
      answer(403, { success: false, value: { ip: '8.8.8.8', countryCode: 'US' }, message: 'Access restricted', code: 'blockip' });
      await expect(apiRequest('/lgw/games/list', { moduleId: 'lobby' })).rejects.toMatchObject({ code: 'blockip', status: 403 });
      answer(403, { success: false, value: null, message: 'no', code: 'forbidden' });
      await expect(apiRequest('/wps/agent/affiliate', { moduleId: 'agent' })).rejects.toMatchObject({ code: 'forbidden' });
    } finally {
      stop();
    }
    expect(closures).toEqual(['info_maintenance', 'blockip']);
  });

  it('returns the value of a successful envelope', async () => {
    answer(200, { success: true, value: { status: 0 }, message: '', code: 'ok' });
    await expect(apiRequest('/wps/system/status', { moduleId: 'system' })).resolves.toEqual({ status: 0 });
  });

  it('sends the module id, the language, and the token only when signed in', async () => {
    const first = answer(200, { success: true, value: null, message: '', code: 'ok' });
    await apiRequest('/wps/system/status', { moduleId: 'system' });
    const guestHeaders = new Headers(first.calls[0]?.init.headers);
    expect(guestHeaders.get('X-Module-Id')).toBe('system');
    expect(guestHeaders.get('Accept-Language')).toBeTruthy();
    expect(guestHeaders.has('Authorization')).toBe(false);

    useSessionStore.getState().setToken('token-123');
    const second = answer(200, { success: true, value: null, message: '', code: 'ok' });
    await apiRequest('/wps/member/info', { moduleId: 'account' });
    expect(new Headers(second.calls[0]?.init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('sends a JSON body with the method asked for', async () => {
    const { calls } = answer(200, { success: true, value: { id: 7 }, message: '', code: 'ok' });
    await apiRequest('/wps/feedback', { moduleId: 'system', method: 'PUT', body: { content: 'hello there' } });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"content":"hello there"}');
    expect(new Headers(calls[0]?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a form as it is, leaving its multipart content type to the browser', async () => {
    const { calls } = answer(200, { success: true, value: null, message: '', code: 'ok' });
    const form = new FormData();
    form.append('note', 'nothing arrived');
    await apiRequest('/wps/wallet/withdrawals/1/not-received', { moduleId: 'wallet', method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });

  it('turns a 400 envelope into an ApiError with its field errors', async () => {
    answer(400, {
      success: false,
      value: { fields: [{ field: 'content', rule: 'min', message: 'Too short' }] },
      message: 'Some fields are not valid',
      code: 'validation_failed',
    });
    const error = await apiRequest('/wps/feedback', { moduleId: 'system', method: 'PUT', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 400, message: 'Some fields are not valid' });
    expect((error as ApiError).fieldMessage('content')).toBe('Too short');
  });

  it('treats success false as a failure even with HTTP 200', async () => {
    answer(200, { success: false, value: null, message: 'busy', code: 'service_unavailable' });
    await expect(apiRequest('/x', { moduleId: 'system' })).rejects.toMatchObject({ code: 'service_unavailable', status: 200 });
  });

  it('clears the session and tells the listeners on 401', async () => {
    useSessionStore.getState().setToken('expired');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answer(401, { success: false, value: null, message: 'login', code: 'not_logged_in' });
    await expect(apiRequest('/wps/member/info', { moduleId: 'account' })).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the value of a refusal, which can say what the form must show next', async () => {
    answer(400, { success: false, value: { captcha: true, ipVerificationRequired: null }, message: 'wrong', code: 'login_failed' });
    const error = await apiRequest('/wps/session/login', { moduleId: 'account', method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'login_failed', value: { captcha: true, ipVerificationRequired: null } });
  });

  it('sends a session not adopted yet with its own token, and its 401 leaves the stored session alone', async () => {
    useSessionStore.getState().setToken('stored');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const { calls } = answer(401, { success: false, value: null, message: 'login', code: 'not_logged_in' });
    await expect(apiRequest('/wps/member/password', { moduleId: 'account', method: 'POST', token: 'pending' })).rejects.toMatchObject({ status: 401 });
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer pending');
    expect(useSessionStore.getState().token).toBe('stored');
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('reports a network failure and a response that is not an envelope with client codes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/x', { moduleId: 'system' })).rejects.toMatchObject({ code: 'network_error', status: 0 });
    answer(502, '<html>Bad gateway</html>');
    await expect(apiRequest('/x', { moduleId: 'system' })).rejects.toMatchObject({ code: 'invalid_response', status: 502 });
  });

  it('reports a call that outlives its time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    await expect(apiRequest('/x', { moduleId: 'system', timeoutMs: 10 })).rejects.toMatchObject({ code: 'request_timeout' });
  });
});

describe('urlOf', () => {
  it('adds the query and leaves out empty values', () => {
    expect(urlOf('/wps/system/helpCenter', { lang: 'pt', device: 'WEB', empty: '', none: undefined })).toBe(
      '/wps/system/helpCenter?lang=pt&device=WEB',
    );
    expect(urlOf('/wps/system/status')).toBe('/wps/system/status');
  });
});
