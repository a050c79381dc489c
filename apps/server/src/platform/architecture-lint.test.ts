import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { architecture } from '../../../../scripts/eslint-architecture.js';

// The lint rules that keep the architecture's shape, run on sample files placed in the real tree's folders.
const repository = path.resolve(import.meta.dirname, '../../../..');
const server = path.join(repository, 'apps/server/src');
const eslint = new ESLint({
  cwd: repository,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: (await import('typescript-eslint')).parser },
      plugins: { architecture },
      rules: { 'architecture/server-modules': 'error', 'architecture/no-cycle': 'error', 'architecture/web-layers': 'error' },
    },
  ],
});

async function messagesOf(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: file });
  return result!.messages.map((message) => message.message);
}

describe('server module boundaries', () => {
  it('refuses a module importing another module, the wiring or an entry file', async () => {
    const file = path.join(server, 'modules/lottery/sample.ts');
    expect(await messagesOf(file, "import { verifyLedger } from '../wallet/ledger-verify.ts';\nexport const x = verifyLedger;\n")).toEqual([
      expect.stringContaining('Module lottery imports module wallet'),
    ]);
    expect(await messagesOf(file, "import { createServices } from '../../wiring/services.ts';\nexport const x = createServices;\n")).toEqual([
      expect.stringContaining('imports the wiring'),
    ]);
    expect(await messagesOf(file, "import { loadConfig } from '../../config.ts';\nexport const x = loadConfig;\n")).toEqual([
      expect.stringContaining('imports an entry file'),
    ]);
  });

  it('lets a module import its own files and platform/, and the wiring import modules', async () => {
    expect(await messagesOf(path.join(server, 'modules/games/house/sample.ts'), "import { x } from '../ports.ts';\nimport { y } from '../../../platform/errors.ts';\nexport const z = [x, y];\n")).toEqual([]);
    expect(await messagesOf(path.join(server, 'wiring/sample.ts'), "import { x } from '../modules/games/ports.ts';\nimport { c } from '../config.ts';\nexport const z = [x, c];\n")).toEqual([]);
  });

  it('keeps platform/ free of modules', async () => {
    expect(await messagesOf(path.join(server, 'platform/sample.ts'), "import { x } from '../modules/wallet/ledger.ts';\nexport const z = x;\n")).toEqual([
      expect.stringContaining('platform/ is the shared plumbing'),
    ]);
  });
});

describe('import cycles', () => {
  const folder = mkdtempSync(path.join(server, 'platform', 'cycle-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('names a cycle of run-time imports, and lets type-only imports be', async () => {
    writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    expect(await messagesOf(path.join(folder, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n")).toEqual([
      expect.stringMatching(/^Import cycle: .*a\.ts → .*b\.ts → .*a\.ts\.$/),
    ]);
    writeFileSync(path.join(folder, 'c.ts'), "import type { d } from './d.ts';\nexport type C = typeof d;\n");
    expect(await messagesOf(path.join(folder, 'd.ts'), "import type { C } from './c.ts';\nexport const d: C | undefined = undefined;\n")).toEqual([]);
  });
});

describe('web layers', () => {
  it('refuses a feature importing another feature', async () => {
    const file = path.join(repository, 'apps/web/src/features/games/sample.ts');
    expect(await messagesOf(file, "import { x } from '../wallet/amount-rules.ts';\nexport const y = x;\n")).toEqual([expect.stringContaining('The games feature imports the wallet feature')]);
  });
});
