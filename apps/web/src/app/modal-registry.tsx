import type { ModalBodyProps, ModalRegistry } from '../components/ui/modal/modal-host.tsx';
import type { AreaName } from '../config/areas.ts';
import type { ModalName } from '../config/modals.ts';
import { lazyWithTimeout } from '../lib/lazy-with-timeout.ts';

/** A modal its area fills later; until then its body names the area. */
function comingModal<Name extends ModalName>(name: Name, area: AreaName) {
  return lazyWithTimeout<ModalBodyProps<Name>>(async () => {
    const { ComingModalBody } = await import('./modals/coming-modal-body.tsx');
    return { default: () => <ComingModalBody name={name} area={area} /> };
  });
}

/** Every overlay modal and the component that fills it, each loaded on first open. */
export const modalRegistry: ModalRegistry = {
  publicModal: lazyWithTimeout(() => import('../features/content/components/announcement-modal.tsx')),
  noticeModal: lazyWithTimeout(() => import('../features/content/components/notice-list-modal.tsx')),
  login: lazyWithTimeout(() => import('./modals/login-modal.tsx')),
  register: lazyWithTimeout(() => import('../features/account/components/register-modal.tsx')),
  changePassword: lazyWithTimeout(() => import('../features/account/components/change-password-modal.tsx')),
  forgotPassword: lazyWithTimeout(() => import('../features/account/components/forgot-password-modal.tsx')),
  helpCenter: lazyWithTimeout(() => import('../features/content/components/help-center-modal.tsx')),
  member: lazyWithTimeout(() => import('../features/account/components/member-popup.tsx')),
  gamePopup: lazyWithTimeout(() => import('../features/lobby/components/game-popup-modal.tsx')),
  chatRoom: comingModal('chatRoom', 'games'),
  feedback: lazyWithTimeout(() => import('./modals/feedback-modal.tsx')),
};
