import i18next from 'i18next';
import { create } from 'zustand';
import type { ButtonVariant } from '../button.tsx';

export type DialogIcon = 'success' | 'error' | 'warning' | 'info';

export interface DialogButton {
  label: string;
  variant?: ButtonVariant;
  onClick?: () => void;
}

export interface DialogOptions {
  icon?: DialogIcon;
  title?: string;
  /** HTML body; it is sanitised before it is rendered. */
  html?: string;
  /** Without buttons the dialog offers one confirm button. */
  buttons?: DialogButton[];
  /** Closes the dialog on its own after this long, answering null. */
  timeoutMs?: number;
  /** Whether a click on the dark cover closes the dialog, answering null. */
  coverClickCloses?: boolean;
}

export interface OpenDialog extends DialogOptions {
  id: number;
  buttons: DialogButton[];
}

interface DialogState {
  dialogs: OpenDialog[];
}

export const useDialogStore = create<DialogState>(() => ({ dialogs: [] }));

const settlers = new Map<number, { resolve: (button: DialogButton | null) => void; timer?: ReturnType<typeof setTimeout> }>();
let nextDialogId = 1;

/**
 * Shows a dialog and answers with the button pressed, or null when it closed by its time-out or
 * a cover click. A button's own onClick runs before the dialog closes.
 */
export function showDialog(options: DialogOptions): Promise<DialogButton | null> {
  const id = nextDialogId++;
  const buttons = options.buttons?.length ? options.buttons : [{ label: i18next.t('common.confirm'), variant: 'primary' as const }];
  const dialog: OpenDialog = { ...options, id, buttons };
  return new Promise((resolve) => {
    const timer = options.timeoutMs ? setTimeout(() => settleDialog(id, null), options.timeoutMs) : undefined;
    settlers.set(id, { resolve, timer });
    useDialogStore.setState((state) => ({ dialogs: [...state.dialogs, dialog] }));
  });
}

/** Closes a dialog with the button pressed (null for time-out or cover). */
export function settleDialog(id: number, button: DialogButton | null): void {
  const settler = settlers.get(id);
  if (!settler) return;
  settlers.delete(id);
  if (settler.timer) clearTimeout(settler.timer);
  button?.onClick?.();
  useDialogStore.setState((state) => ({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) }));
  settler.resolve(button);
}
