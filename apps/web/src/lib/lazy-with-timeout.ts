import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoadTimeoutMs } from '../config/timeouts.ts';

/** A script chunk that did not load: too slow (spec §9), or gone after a new deploy. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Whether an error means a script chunk could not be loaded, however the browser phrased it. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|error loading dynamically|unable to preload/i.test(
    error.message,
  );
}

/**
 * Runs a dynamic import that rejects with a `ChunkLoadError` after the time-out, or at once when
 * the browser fails to fetch the chunk, so the error screen can offer a retry.
 */
export function importWithTimeout<Module>(load: () => Promise<Module>, timeoutMs = chunkLoadTimeoutMs): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk did not load within ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError('chunk failed to load', { cause: error }) : error);
      },
    );
  });
}

/** `React.lazy` with the chunk-load time-out. */
export function lazyWithTimeout<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => importWithTimeout(load));
}
