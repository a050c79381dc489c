import { create } from 'zustand';

interface LoaderState {
  visible: boolean;
}

/** Whether the full-page loader covers the page; flows that block the whole page show it. */
export const useLoaderStore = create<LoaderState>(() => ({ visible: false }));

export function showLoader(): void {
  useLoaderStore.setState({ visible: true });
}

export function hideLoader(): void {
  useLoaderStore.setState({ visible: false });
}

const bootLoaderId = 'boot-loader';
const bootLoaderFadeMs = 260;

/** Fades out and removes the loader that index.html shows before the scripts run. */
export function hideBootLoader(): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(bootLoaderId);
  if (!element || element.classList.contains('is-hidden')) return;
  element.classList.add('is-hidden');
  window.setTimeout(() => element.remove(), bootLoaderFadeMs);
}
