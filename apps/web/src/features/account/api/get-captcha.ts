import type { CaptchaValue } from '@platform/contract/account/verification';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/captcha: a captcha image and the id its answer is checked against. */
export function getCaptcha(signal?: AbortSignal): Promise<CaptchaValue> {
  return api.get<CaptchaValue>('/wps/captcha', { moduleId: moduleIds.account, signal });
}
