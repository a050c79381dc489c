import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal, openModal, useModalStore } from './modal-store.ts';

beforeEach(() => useModalStore.setState({ stack: [] }));

const names = () => useModalStore.getState().stack.map((open) => open.name);

describe('modal store', () => {
  it('opens modals on a stack and closes the top one', () => {
    openModal('helpCenter', { tag: 'term' });
    openModal('login');
    expect(names()).toEqual(['helpCenter', 'login']);
    closeModal();
    expect(names()).toEqual(['helpCenter']);
  });

  it('moves a modal opened again to the top with its new props', () => {
    openModal('helpCenter', { tag: 'term' });
    openModal('login');
    openModal('helpCenter', { tag: 'privacy' });
    expect(names()).toEqual(['login', 'helpCenter']);
    expect(useModalStore.getState().stack.at(-1)?.props).toEqual({ tag: 'privacy' });
  });

  it('closes a modal by name and runs its onClose once', () => {
    const onClose = vi.fn();
    openModal('register', { referralCode: 'ABC' }, { onClose });
    openModal('feedback');
    closeModal('register');
    closeModal('register');
    expect(names()).toEqual(['feedback']);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
