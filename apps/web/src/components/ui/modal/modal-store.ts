import { create } from 'zustand';
import type { ModalName, ModalPropsMap } from '../../../config/modals.ts';

export interface OpenModalOptions {
  /** Runs after the modal closed, for routes that show a modal and leave when it closes. */
  onClose?: () => void;
}

export type OpenModal = {
  [Name in ModalName]: { name: Name; props: ModalPropsMap[Name]; onClose?: () => void };
}[ModalName];

interface ModalState {
  /** Open modals, the top one last; a modal opened again moves to the top with its new props. */
  stack: OpenModal[];
  openModal: <Name extends ModalName>(name: Name, props?: ModalPropsMap[Name], options?: OpenModalOptions) => void;
  /** Closes one modal by name, or the top one. */
  closeModal: (name?: ModalName) => void;
  closeAll: () => void;
}

export const useModalStore = create<ModalState>((set, get) => ({
  stack: [],
  openModal: (name, props, options) => {
    const entry = { name, props: props ?? {}, onClose: options?.onClose } as OpenModal;
    set((state) => ({ stack: [...state.stack.filter((open) => open.name !== name), entry] }));
  },
  closeModal: (name) => {
    const { stack } = get();
    const closing = name ? stack.find((open) => open.name === name) : stack.at(-1);
    if (!closing) return;
    set({ stack: stack.filter((open) => open !== closing) });
    closing.onClose?.();
  },
  closeAll: () => {
    const { stack } = get();
    set({ stack: [] });
    for (const open of stack) open.onClose?.();
  },
}));

/** Opens a modal from outside React (route loaders, the API client's 401 handler). */
export function openModal<Name extends ModalName>(name: Name, props?: ModalPropsMap[Name], options?: OpenModalOptions): void {
  useModalStore.getState().openModal(name, props, options);
}

export function closeModal(name?: ModalName): void {
  useModalStore.getState().closeModal(name);
}
