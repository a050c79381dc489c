/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as gameMath from './index.ts';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('package', () => {
  it('exports the public API from its index', () => {
    for (const name of [
      'hmacSha256', 'sha256Hex', 'hashSeed', 'createOutcomeStream', 'randomInt', 'randomIntegers', 'shuffle', 'sampleWithoutReplacement',
      'findBetType', 'validateSelection', 'drawResult', 'prizeMinor', 'rebateBasisPoints', 'settleBet',
      'drawVietnamResult', 'settleVietnamBet', 'drawThaiResult', 'drawFourDResult',
      'spin', 'playRound', 'exactReturnToPlayer', 'simulateSpins', 'playDice', 'placeMines', 'crashPoint',
    ]) {
      expect(typeof (gameMath as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('uses neither Node nor DOM APIs, nor floats for money, outside its tests', () => {
    const forbidden = [/from 'node:/, /\bBuffer\b/, /\bMath\.random\b/, /\bparseFloat\b/, /\.toFixed\(/, /\bdocument\./, /\bwindow\./, /\bcrypto\./];
    for (const file of sourceFiles(import.meta.dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of forbidden) expect(pattern.test(text), `${file} matches ${pattern}`).toBe(false);
    }
  });
});
