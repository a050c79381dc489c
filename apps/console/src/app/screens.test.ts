import { describe, expect, it } from 'vitest';
import { staffRolePermissions, type StaffProfile, type StaffRole } from '@platform/contract/staff/staff';
import en from '../locales/en.json';
import ptBR from '../locales/pt-BR.json';
import ptPT from '../locales/pt-PT.json';
import { screens, screensFor } from './screens.ts';

function staffOf(role: StaffRole): StaffProfile {
  return { id: '1', email: `${role}@staff.demo`, name: role, role, permissions: [...staffRolePermissions[role]] };
}

function keysOf(dictionary: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function textOf(dictionary: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), dictionary);
}

describe('the console’s screens', () => {
  it('each registered screen has its own address, and its name and description in every language', () => {
    expect(new Set(screens.map((screen) => screen.path)).size).toBe(screens.length);
    for (const screen of screens) {
      for (const dictionary of [ptBR, ptPT, en]) {
        expect(typeof textOf(dictionary, screen.labelKey), screen.labelKey).toBe('string');
        expect(typeof textOf(dictionary, screen.descriptionKey), screen.descriptionKey).toBe('string');
      }
    }
  });

  it('offers a role only the screens its permissions open', () => {
    expect(screensFor(staffOf('admin')).map((screen) => screen.path)).toEqual(['agents', 'audit', 'sessions']);
    expect(screensFor(staffOf('auditor')).map((screen) => screen.path)).toEqual(['agents', 'audit', 'sessions']);
    expect(screensFor(staffOf('risk')).map((screen) => screen.path)).toEqual(['agents', 'audit', 'sessions']);
    expect(screensFor(staffOf('content')).map((screen) => screen.path)).toEqual(['sessions']);
    expect(screensFor(staffOf('finance')).map((screen) => screen.path)).toEqual(['sessions']);
    expect(screensFor(undefined)).toEqual([]);
  });

  it('has the same texts in Brazilian Portuguese, European Portuguese and English', () => {
    const brazilian = keysOf(ptBR).sort();
    expect(keysOf(ptPT).sort()).toEqual(brazilian);
    expect(keysOf(en).sort()).toEqual(brazilian);
  });
});
