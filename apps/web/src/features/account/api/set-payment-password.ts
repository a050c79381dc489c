import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

export interface PaymentPasswordSetRequest {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** POST /wps/member/security/paymentPassword, sealed: the login password again, then the new payment password twice. */
export function setPaymentPassword(request: PaymentPasswordSetRequest): Promise<null> {
  return sendSealed(request, (sealed) => api.post<null>('/wps/member/security/paymentPassword', { moduleId: moduleIds.account, body: sealed }));
}
