/**
 * The image and game-launch CDNs are picked at random from the lists in the permission
 * information (spec §9). One host is kept per page load, so the browser cache stays warm.
 */
export interface CdnLists {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

type RandomSource = () => number;

let imageHost: string | null = null;
let launchHost: string | null = null;
/** The lists the hosts were picked from: the same lists again keep the same hosts. */
let configuredLists: string | null = null;

/** One entry of a list chosen at random, or null for an empty list. */
export function pickHost(hosts: readonly string[], random: RandomSource = Math.random): string | null {
  const usable = hosts.map((host) => host.trim().replace(/\/+$/, '')).filter((host) => host.length > 0);
  if (usable.length === 0) return null;
  const index = Math.min(usable.length - 1, Math.floor(random() * usable.length));
  return usable[index] ?? null;
}

/** Chooses this page load's hosts from the configured lists; the same lists again change nothing. */
export function configureCdns(lists: CdnLists, random: RandomSource = Math.random): void {
  const key = JSON.stringify([lists.imageCDNs, lists.launchGameCDNs]);
  if (key === configuredLists) return;
  configuredLists = key;
  imageHost = pickHost(lists.imageCDNs, random);
  launchHost = pickHost(lists.launchGameCDNs, random);
}

/** An image address on the chosen image CDN; absolute addresses and data URIs are left as they are. */
export function imageUrl(path: string): string {
  return joinHost(imageHost, path);
}

/** A game-launch address on the chosen launch CDN. */
export function launchUrl(path: string): string {
  return joinHost(launchHost, path);
}

function joinHost(host: string | null, path: string): string {
  if (!path || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path) || host === null) return path;
  return `${host}${path.startsWith('/') ? '' : '/'}${path}`;
}
