import { describe, expect, it } from 'vitest';
import { configureCdns, imageUrl, launchUrl, pickHost } from './cdn.ts';

describe('pickHost', () => {
  it('picks by the random number across the whole list', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickHost(hosts, () => 0)).toBe('https://a.example');
    expect(pickHost(hosts, () => 0.5)).toBe('https://b.example');
    expect(pickHost(hosts, () => 0.9999)).toBe('https://c.example');
  });

  it('ignores blank entries and trailing slashes, and answers null for an empty list', () => {
    expect(pickHost(['  ', 'https://img.example/'], () => 0)).toBe('https://img.example');
    expect(pickHost([], () => 0)).toBeNull();
  });
});

describe('image and launch addresses', () => {
  it('put relative paths on the chosen hosts and leave absolute addresses alone', () => {
    configureCdns({ imageCDNs: ['https://img.example'], launchGameCDNs: ['https://play.example/'] }, () => 0);
    expect(imageUrl('/games/icon.png')).toBe('https://img.example/games/icon.png');
    expect(imageUrl('games/icon.png')).toBe('https://img.example/games/icon.png');
    expect(imageUrl('https://other.example/a.png')).toBe('https://other.example/a.png');
    expect(imageUrl('data:image/svg+xml,abc')).toBe('data:image/svg+xml,abc');
    expect(launchUrl('/launch?t=1')).toBe('https://play.example/launch?t=1');
  });

  it('keep the hosts of the page load when the same lists are configured again', () => {
    const lists = { imageCDNs: ['https://a.example', 'https://b.example'], launchGameCDNs: ['https://p.example', 'https://q.example'] };
    configureCdns(lists, () => 0);
    configureCdns({ ...lists }, () => 0.99);
    expect(imageUrl('/x.png')).toBe('https://a.example/x.png');
    expect(launchUrl('/y')).toBe('https://p.example/y');
    configureCdns({ ...lists, imageCDNs: ['https://c.example'] }, () => 0.99);
    expect(imageUrl('/x.png')).toBe('https://c.example/x.png');
  });

  it('keep paths as they are when no CDN is configured', () => {
    configureCdns({ imageCDNs: [], launchGameCDNs: [] }, () => 0);
    expect(imageUrl('/games/icon.png')).toBe('/games/icon.png');
  });
});
