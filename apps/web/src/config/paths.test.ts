import { describe, expect, it } from 'vitest';
import { agentHomePath, helpTopicPath, isGamePage, memberCentrePath } from './paths.ts';

describe('isGamePage', () => {
  it('is true for the lottery and seamless pages in any spelling', () => {
    for (const path of ['/lottery', '/vnLottery', '/seaLottery', '/vnlottery', '/sealottery', '/lottert', '/seamless', '/lottery/']) {
      expect(isGamePage(path), path).toBe(true);
    }
  });

  it('is false for the other pages', () => {
    for (const path of ['/', '/lott', '/live', '/promotions', '/lottery-rules']) expect(isGamePage(path), path).toBe(false);
  });
});

describe('helpTopicPath', () => {
  it('puts the topic in the hash of /help', () => {
    expect(helpTopicPath('term')).toBe('/help#term');
  });
});

describe('memberCentrePath', () => {
  it('puts each member-centre page under /member', () => {
    expect(memberCentrePath('securityCenter')).toBe('/member/securityCenter');
    expect(memberCentrePath('depositv2')).toBe('/member/depositv2');
  });
});

describe('agentHomePath', () => {
  it('puts each agent-centre page under /agentHome with the spec spelling', () => {
    expect(agentHomePath('agentTeamOverview')).toBe('/agentHome/agentTeamOverview');
    expect(agentHomePath('downlineManagmentView')).toBe('/agentHome/downlineManagmentView');
    expect(agentHomePath('registerCenter')).toBe('/agentHome/registerCenter');
    expect(agentHomePath('palStatementsAgentCopy')).toBe('/agentHome/palStatementsAgentCopy');
    expect(agentHomePath('agentDownlineTransactionDetailsCopy')).toBe('/agentHome/agentDownlineTransactionDetailsCopy');
  });
});
