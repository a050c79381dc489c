import i18next from 'i18next';
import type { Envelope, FieldError } from '@platform/contract';
import type { ModuleId } from '../config/module-ids.ts';
import { requestTimeoutMs } from '../config/timeouts.ts';
import { ApiError, clientErrorCodes } from './api-error.ts';
import { sessionToken, useSessionStore } from './session-store.ts';

type QueryValue = string | number | boolean | null | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiRequestOptions {
  /** The calling feature, sent as `X-Module-Id`. */
  moduleId: ModuleId;
  method?: Method;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A session token to send instead of the stored one, for a session the site has not adopted yet (the
   * forced password change after login). Its 401 answers concern that session only, not the stored one.
   */
  token?: string;
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * The one place that learns a session has gone (HTTP 401): the session is cleared here and
 * listeners (the app shell opens the login modal) are told. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type SiteClosedListener = (error: ApiError) => void;
const siteClosedListeners = new Set<SiteClosedListener>();

/** The codes with which the server closes the whole site to a caller: maintenance, or a blocked country. */
export const siteClosedCodes: ReadonlySet<string> = new Set(['info_maintenance', 'blockip']);

/**
 * The one place that learns the site has closed to this visitor (maintenance switched on, or an address in a
 * blocked country): listeners (the start-up gate) ask the status again and show the matching page.
 */
export function onSiteClosed(listener: SiteClosedListener): () => void {
  siteClosedListeners.add(listener);
  return () => siteClosedListeners.delete(listener);
}

/** Calls the API and returns the envelope's value, or throws an `ApiError`. */
export async function apiRequest<Value>(path: string, options: ApiRequestOptions): Promise<Value> {
  const response = await send(path, options);
  const envelope = await readEnvelope(response);
  if (response.ok && envelope.success) return envelope.value as Value;
  const error = errorOfEnvelope(envelope, response.status);
  if (response.status === 401 && options.token === undefined) reportUnauthorized(error);
  if (siteClosedCodes.has(error.code)) for (const listener of siteClosedListeners) listener(error);
  throw error;
}

/** Shorthands for the common methods. */
export const api = {
  get: <Value>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<Value>(path, { ...options, method: 'GET' }),
  post: <Value>(path: string, options: Omit<ApiRequestOptions, 'method'>) => apiRequest<Value>(path, { ...options, method: 'POST' }),
  put: <Value>(path: string, options: Omit<ApiRequestOptions, 'method'>) => apiRequest<Value>(path, { ...options, method: 'PUT' }),
  delete: <Value>(path: string, options: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<Value>(path, { ...options, method: 'DELETE' }),
};

/** The address of a call with its query string; empty values are left out. */
export function urlOf(path: string, query: Record<string, QueryValue> = {}): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    parameters.append(name, String(value));
  }
  const search = parameters.toString();
  return search ? `${path}?${search}` : path;
}

/** The headers every call carries: module id, language and, when signed in, the session token. */
export function headersOf(options: ApiRequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Module-Id': options.moduleId });
  headers.set('Accept-Language', i18next.language || 'pt');
  // A form (a multipart upload) sets its own content type with the part boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = options.token ?? sessionToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers: headersOf(options),
      body: bodyOf(options.body),
      signal,
    });
  } catch (error) {
    // A caller's own abort is passed on untouched so query cancellation stays silent.
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(clientErrorCodes.timeout, 0, 'request timed out');
    throw new ApiError(clientErrorCodes.network, 0, 'network failure');
  }
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(clientErrorCodes.invalidResponse, response.status, 'the response is not JSON');
  }
  if (!isEnvelope(body)) throw new ApiError(clientErrorCodes.invalidResponse, response.status, 'the response is not an envelope');
  return body;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && typeof body.success === 'boolean';
}

function errorOfEnvelope(envelope: Envelope<unknown>, status: number): ApiError {
  const code = typeof envelope.code === 'string' && envelope.code ? envelope.code : 'unknown_error';
  return new ApiError(code, status, envelope.message ?? '', fieldsOf(envelope.value), envelope.value ?? null);
}

function fieldsOf(value: unknown): FieldError[] {
  if (typeof value !== 'object' || value === null || !('fields' in value) || !Array.isArray(value.fields)) return [];
  return value.fields.filter(
    (field): field is FieldError => typeof field === 'object' && field !== null && typeof field.field === 'string',
  );
}

function reportUnauthorized(error: ApiError): void {
  useSessionStore.getState().clear();
  for (const listener of unauthorizedListeners) listener(error);
}
