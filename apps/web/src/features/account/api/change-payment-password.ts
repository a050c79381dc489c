import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { sendSealed } from './get-encryption-key.ts';

export interface PaymentPasswordChangeRequest {
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmNewPaymentPassword: string;
}

/** PUT /wps/member/security/paymentPassword, sealed: the current payment password, then the new one twice. */
export function changePaymentPassword(request: PaymentPasswordChangeRequest): Promise<null> {
  return sendSealed(request, (sealed) => api.put<null>('/wps/member/security/paymentPassword', { moduleId: moduleIds.account, body: sealed }));
}
