import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { encodePayload, solveChallenge, type ProofOfWorkChallenge } from '../proof-of-work.ts';

/** GET /wps/captcha/altcha: a signed proof-of-work challenge. */
export function getProofOfWorkChallenge(signal?: AbortSignal): Promise<ProofOfWorkChallenge> {
  return api.get<ProofOfWorkChallenge>('/wps/captcha/altcha', { moduleId: moduleIds.account, signal });
}

/** Fetches a challenge and solves it: the `altcha` value a login or registration sends. */
export async function solvedProofOfWork(signal?: AbortSignal): Promise<string> {
  const challenge = await getProofOfWorkChallenge(signal);
  return encodePayload(challenge, await solveChallenge(challenge, signal));
}
