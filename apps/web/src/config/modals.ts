import { translationKey } from '../lib/translation-key.ts';

type NoProps = Record<never, never>;

/** The overlay modals of spec §2 (plus feedback) and the props each one opens with. */
export interface ModalPropsMap {
  publicModal: NoProps;
  noticeModal: NoProps;
  login: { redirectTo?: string };
  register: { referralCode?: string };
  /** A forced change carries the password just typed at login, so it is not asked for again. */
  changePassword: { forced?: boolean; currentPassword?: string };
  /** An e-mailed reset link opens the modal with its token, to choose the new password. */
  forgotPassword: { resetToken?: string };
  helpCenter: { tag?: string };
  member: NoProps;
  gamePopup: { vassalage?: string; gameType?: string };
  chatRoom: { roomId?: string };
  feedback: NoProps;
}

export type ModalName = keyof ModalPropsMap;

export interface ModalSize {
  widthPx: number;
  /** A fixed height; without it the modal grows with its content up to the viewport. */
  heightPx?: number;
}

/** Modal sizes are fixed (spec §2); on a phone a modal takes the full width instead. */
export const modalSizes: Record<ModalName, ModalSize> = {
  publicModal: { widthPx: 720, heightPx: 520 },
  noticeModal: { widthPx: 820, heightPx: 580 },
  login: { widthPx: 440 },
  register: { widthPx: 480 },
  changePassword: { widthPx: 440 },
  forgotPassword: { widthPx: 440 },
  helpCenter: { widthPx: 960, heightPx: 640 },
  member: { widthPx: 380 },
  gamePopup: { widthPx: 860, heightPx: 580 },
  chatRoom: { widthPx: 420, heightPx: 640 },
  feedback: { widthPx: 540 },
};

export const modalTitleKeys: Record<ModalName, string> = {
  publicModal: translationKey('modals.publicModal'),
  noticeModal: translationKey('modals.noticeModal'),
  login: translationKey('modals.login'),
  register: translationKey('modals.register'),
  changePassword: translationKey('modals.changePassword'),
  forgotPassword: translationKey('modals.forgotPassword'),
  helpCenter: translationKey('modals.helpCenter'),
  member: translationKey('modals.member'),
  gamePopup: translationKey('modals.gamePopup'),
  chatRoom: translationKey('modals.chatRoom'),
  feedback: translationKey('modals.feedback'),
};
