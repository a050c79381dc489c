import { describe, expect, it } from 'vitest';
import { addProofFiles, imageKindOf } from './proof-files.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const svg = new TextEncoder().encode('<svg xml');
const megabyte = 1024 * 1024;
const file = (name: string, head: Uint8Array, size = 100_000) => ({ name, head, size });

describe('proof images', () => {
  it('recognises png and jpg by their first bytes only', () => {
    expect(imageKindOf(png)).toBe('png');
    expect(imageKindOf(jpg)).toBe('jpg');
    expect(imageKindOf(svg)).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
  });

  it('accepts png and jpg files up to 5 MB', () => {
    const { accepted, refused } = addProofFiles([], [file('a.png', png), file('b.JPG', jpg, 5 * megabyte), file('c.jpeg', jpg)]);
    expect(accepted.map((item) => item.name)).toEqual(['a.png', 'b.JPG', 'c.jpeg']);
    expect(refused).toEqual([]);
  });

  it('refuses other types, renamed files and files over 5 MB', () => {
    const { accepted, refused } = addProofFiles([], [file('a.gif', png), file('b.png', svg), file('c.png', png, 5 * megabyte + 1)]);
    expect(accepted).toEqual([]);
    expect(refused.map((item) => [item.file.name, item.problem])).toEqual([
      ['a.gif', 'type'],
      ['b.png', 'type'],
      ['c.png', 'size'],
    ]);
  });

  it('keeps at most three images in all', () => {
    const first = addProofFiles([], [file('1.png', png), file('2.png', png)]);
    const second = addProofFiles(first.accepted, [file('3.png', png), file('4.png', png)]);
    expect(second.accepted.map((item) => item.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(second.refused.map((item) => [item.file.name, item.problem])).toEqual([['4.png', 'count']]);
  });
});
