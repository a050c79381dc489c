import type { ModalBodyProps } from '../../components/ui/modal/modal-host.tsx';
import { LoginModalBody } from '../../features/account/components/login-modal.tsx';
import { usePermissionInfo } from '../../features/system/api/get-permission.ts';
import { isModuleEnabled } from '../../features/system/whitelabel.ts';

/** The login modal, with the white-label switches for free play and sms login read from the site configuration. */
export default function LoginModal(body: ModalBodyProps<'login'>) {
  const { whitelabel } = usePermissionInfo();
  return <LoginModalBody {...body} freePlay={isModuleEnabled(whitelabel, 'FREE_PLAY')} smsLogin={isModuleEnabled(whitelabel, 'MOBILE_CODE_LOGIN')} />;
}
