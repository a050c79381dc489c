import { readSessionCache, writeSessionCache } from './session-cache.ts';

/** How many launch addresses a tab remembers; a launch token is good for minutes, so a few are plenty. */
const rememberedMax = 20;
const cacheName = 'launched';

/**
 * The game frame only shows addresses that this tab's launch call returned, so a link crafted by someone
 * else cannot dress another site in the game page. They are kept in the session so that a reload works.
 */
export function rememberLaunch(url: string): void {
  const remembered = readSessionCache<string[]>(cacheName)?.value ?? [];
  writeSessionCache(cacheName, [url, ...remembered.filter((entry) => entry !== url)].slice(0, rememberedMax));
}

/** Whether this tab launched the address. */
export function wasLaunched(url: string): boolean {
  return (readSessionCache<string[]>(cacheName)?.value ?? []).includes(url);
}
