import type { z } from 'zod';

/** A failed call: the error catalogue's code, the server's message, and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes the client gives failures that never reached the server's envelope. */
export const clientErrorCodes = { network: 'network_error', unreadable: 'unreadable_answer' } as const;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface Envelope {
  success: boolean;
  value: unknown;
  message: string;
  code: string;
}

type Query = Record<string, string | number | undefined>;

interface Connection {
  token: () => string | null;
  /** Called once for every 401 answer: the session is gone on the server. */
  onSessionEnded: (code: string) => void;
  language: () => string;
}

let connection: Connection = { token: () => null, onSessionEnded: () => undefined, language: () => 'pt' };

/** Tells the client where the session token comes from and what to do when the server ends the session. */
export function configureApiClient(next: Connection): void {
  connection = next;
}

/** The address of a call with its query, leaving out empty values. */
export function addressOf(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The bearer token and language of every call, plus a JSON content type when there is a body. */
function headersOf(withBody: boolean): Record<string, string> {
  const token = connection.token();
  return {
    accept: 'application/json',
    'accept-language': connection.language(),
    'x-module-id': 'console',
    ...(withBody ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

async function send(method: string, address: string, body: unknown): Promise<Response> {
  try {
    return await fetch(address, {
      method,
      headers: headersOf(body !== undefined),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(clientErrorCodes.network, 'network error', 0);
  }
}

/** Turns a refused answer into an ApiError, ending the session on a 401. */
async function refusalOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  const code = envelope?.code ?? clientErrorCodes.unreadable;
  if (response.status === 401) connection.onSessionEnded(code);
  return new ApiError(code, envelope?.message ?? response.statusText, response.status, envelope?.value ?? null);
}

/** Calls the API and returns the envelope's value, read by the contract's schema. */
export async function apiCall<Schema extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: Schema,
  options: { body?: unknown; query?: Query } = {},
): Promise<z.output<Schema>> {
  const response = await send(method, addressOf(path, options.query), options.body);
  if (!response.ok) throw await refusalOf(response);
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (!envelope) throw new ApiError(clientErrorCodes.unreadable, 'unreadable answer', response.status);
  if (!envelope.success) throw new ApiError(envelope.code, envelope.message, response.status, envelope.value);
  const parsed = schema.safeParse(envelope.value);
  if (!parsed.success) throw new ApiError(clientErrorCodes.unreadable, 'unexpected answer', response.status);
  return parsed.data;
}

/** Fetches a file with the session's token (a plain link would carry none) and saves it under `fileName`. */
export async function downloadFile(path: string, query: Query, fileName: string): Promise<void> {
  const response = await send('GET', addressOf(path, query), undefined);
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  const link = document.createElement('a');
  const url = URL.createObjectURL(blob);
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving by the time click() returns; the address is no longer needed after.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
