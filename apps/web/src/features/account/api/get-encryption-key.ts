import { queryOptions } from '@tanstack/react-query';
import { sealBody, type EncryptedEnvelope, type EncryptionKeyValue } from '@platform/contract/encrypted-envelope';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** GET /wps/system/encryption-key: the public key that encrypted calls seal their body with. */
export function getEncryptionKey(signal?: AbortSignal): Promise<EncryptionKeyValue> {
  return api.get<EncryptionKeyValue>('/wps/system/encryption-key', { moduleId: moduleIds.account, signal });
}

export function encryptionKeyQueryOptions() {
  return queryOptions({ queryKey: ['account', 'encryption-key'], queryFn: ({ signal }) => getEncryptionKey(signal), staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Sends a body sealed with the server's public key (login, registration, passwords). When the server
 * cannot open it because its key changed since the page loaded, the key is fetched again and the call
 * is made once more; nothing was done with the first body, so repeating it is safe.
 */
export async function sendSealed<Value>(body: unknown, send: (sealed: EncryptedEnvelope) => Promise<Value>): Promise<Value> {
  const key = await queryClient.fetchQuery(encryptionKeyQueryOptions());
  try {
    return await send(await sealBody(key.publicKey, body));
  } catch (error) {
    if (!isApiError(error) || error.code !== 'encrypted_body_invalid') throw error;
    const fresh = await queryClient.fetchQuery({ ...encryptionKeyQueryOptions(), staleTime: 0 });
    return send(await sealBody(fresh.publicKey, body));
  }
}
