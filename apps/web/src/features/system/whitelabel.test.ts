import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@platform/contract';
import { isModuleEnabled } from './whitelabel.ts';

const leaf = (modId: string, enabled: '1' | '0'): WhitelabelNode => ({ modId, enabled, childrenNodes: [] });

const tree: WhitelabelNode[] = [
  { modId: 'REGISTER', enabled: '1', childrenNodes: [leaf('MOBILE_REGISTER', '0'), leaf('SMS_VERIFICATION', '1')] },
  { modId: 'LOGIN', enabled: '0', childrenNodes: [leaf('FREE_PLAY', '1')] },
  leaf('PTSYS3', '1'),
];

describe('isModuleEnabled', () => {
  it('is true for an enabled module at any depth', () => {
    expect(isModuleEnabled(tree, 'PTSYS3')).toBe(true);
    expect(isModuleEnabled(tree, 'SMS_VERIFICATION')).toBe(true);
  });

  it('is false for a disabled module, a module under a disabled parent, and a missing module', () => {
    expect(isModuleEnabled(tree, 'MOBILE_REGISTER')).toBe(false);
    expect(isModuleEnabled(tree, 'FREE_PLAY')).toBe(false);
    expect(isModuleEnabled(tree, 'UNKNOWN')).toBe(false);
  });
});
