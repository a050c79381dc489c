import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleDialog, showDialog, useDialogStore } from './dialog-store.ts';

afterEach(() => {
  vi.useRealTimers();
  for (const dialog of useDialogStore.getState().dialogs) settleDialog(dialog.id, null);
});

function openDialogs() {
  return useDialogStore.getState().dialogs;
}

describe('showDialog', () => {
  it('answers with the pressed button after running its onClick, and closes', async () => {
    const onClick = vi.fn();
    const answer = showDialog({ icon: 'warning', title: 'Sure?', buttons: [{ label: 'No' }, { label: 'Yes', onClick }] });
    const [dialog] = openDialogs();
    expect(dialog?.title).toBe('Sure?');
    const yes = dialog?.buttons[1];
    settleDialog(dialog?.id ?? -1, yes ?? null);
    await expect(answer).resolves.toBe(yes);
    expect(onClick).toHaveBeenCalledOnce();
    expect(openDialogs()).toHaveLength(0);
  });

  it('offers one button when none is given', () => {
    void showDialog({ html: '<b>Done</b>' });
    expect(openDialogs()[0]?.buttons).toHaveLength(1);
  });

  it('closes by itself after its time-out, answering null', async () => {
    vi.useFakeTimers();
    const answer = showDialog({ icon: 'success', timeoutMs: 2_000 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(openDialogs()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBeNull();
    expect(openDialogs()).toHaveLength(0);
  });

  it('stacks dialogs and closes only the one settled', () => {
    void showDialog({ title: 'first' });
    void showDialog({ title: 'second' });
    const [first] = openDialogs();
    settleDialog(first?.id ?? -1, null);
    expect(openDialogs().map((dialog) => dialog.title)).toEqual(['second']);
  });
});
