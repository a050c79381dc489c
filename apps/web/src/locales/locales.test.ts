import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@platform/contract/errors';
import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';
import ptPT from './pt-PT.json';
import zh from './zh.json';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const thisFile = fileURLToPath(import.meta.url);

/** Every .ts and .tsx file under src. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && path !== thisFile ? [path] : [];
  });
}

const keyPatterns = [
  /\bt\(\s*(['"])([^'"\n]+)\1/g,
  /\bi18nKey=(["'])([^"'\n]+)\1/g,
  /\btranslationKey\(\s*(['"])([^'"\n]+)\1/g,
];

/** The translation keys a source text uses literally. */
function keysUsedIn(source: string): string[] {
  return keyPatterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2] ?? ''));
}

/** A nested dictionary as dot-separated keys and their texts. */
function flatten(dictionary: Record<string, unknown>, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else if (typeof value === 'object' && value !== null) for (const entry of flatten(value as Record<string, unknown>, path)) entries.set(...entry);
  }
  return entries;
}

function hasKey(dictionary: Map<string, string>, key: string): boolean {
  return dictionary.has(key) || dictionary.has(`${key}_one`) || dictionary.has(`${key}_other`);
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();
}

/** A pattern matched as a whole word, accented letters included (\b only knows ASCII letters). */
const word = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'iu');

/** Words and phrasings only European Portuguese uses; Brazilian PT must not contain them. */
const europeanOnly = [
  'regist(ar|e|e-se|o|ad[oa])', 'telemóve(l|is)', 'palavras?-passe', 'levant(ar|amentos?|e|ou)', 'lotarias?', 'casino', 'desporto', 'ecrã',
  'utilizador(es)?', 'equipa', 'ficheiros?', 'tem a certeza', 'bónus', 'prémios?', 'rondas?', 'contact[eo]', 'introduza', 'descarreg\\p{L}*',
  'partilh\\p{L}*', 'está a \\p{L}+r', 'a carregar', 'câmara', 'foguetão', 'vietname', 'secção', 'enviámos', 'guardar',
].map(word);
/** Words only Brazilian Portuguese uses; European PT must not contain them. */
const brazilianOnly = [
  'cadastr\\p{L}*', 'celular', 'senhas?', 'sac(ar|ou)', 'saques?', 'loterias?', 'cassino', 'esportes', 'usuários?', 'equipe', 'arquivos?',
  'tela', 'ônibus', 'bônus', 'prêmios?', 'contato', 'você está \\p{L}+ndo', 'carregando', 'câmera',
].map(word);

/** The keys whose texts contain one of the patterns, each with the form found. */
function textsWith(dictionary: Map<string, string>, patterns: RegExp[]): string[] {
  return [...dictionary].flatMap(([key, text]) => patterns.filter((pattern) => pattern.test(text)).map((pattern) => `${key}: ${pattern.source} in "${text}"`));
}

const dictionaries = { pt: flatten(ptBR), ptPT: flatten(ptPT), en: flatten(en), es: flatten(es), zh: flatten(zh) };
const usedKeys = [...new Set(sourceFiles(sourceRoot).flatMap((file) => keysUsedIn(readFileSync(file, 'utf8'))))].sort();

describe('translation keys in the source', () => {
  it('are found by the scanner in all three call forms', () => {
    const sample = `t('nav.home'); i18n.t("nav.login"); <Trans i18nKey="coming.description" />; translationKey('areas.lobby'); split('x'); format(\`x\`)`;
    expect(keysUsedIn(sample)).toEqual(['nav.home', 'nav.login', 'coming.description', 'areas.lobby']);
  });

  it('are many, so the scan really read the source', () => {
    expect(usedKeys.length).toBeGreaterThan(80);
  });

  it.each(['pt', 'en'] as const)('all exist in %s', (language) => {
    const missing = usedKeys.filter((key) => !hasKey(dictionaries[language], key));
    expect(missing).toEqual([]);
  });
});

describe('dictionaries', () => {
  it('PT and EN have the same keys', () => {
    expect([...dictionaries.en.keys()].sort()).toEqual([...dictionaries.pt.keys()].sort());
  });

  it('Brazilian and European PT have the same keys', () => {
    expect([...dictionaries.ptPT.keys()].sort()).toEqual([...dictionaries.pt.keys()].sort());
  });

  it('Brazilian PT has no European-only form', () => {
    const found = textsWith(dictionaries.pt, europeanOnly);
    expect(found).toEqual([]);
  });

  it('European PT has no Brazilian-only form', () => {
    const found = textsWith(dictionaries.ptPT, brazilianOnly);
    expect(found).toEqual([]);
  });

  it('the two Portugueses really differ where the words do', () => {
    expect(dictionaries.pt.get('nav.register')).toBe('Cadastrar');
    expect(dictionaries.ptPT.get('nav.register')).toBe('Registar');
    expect(dictionaries.pt.get('account.fields.password')).toBe('Senha');
    expect(dictionaries.ptPT.get('account.fields.password')).toBe('Palavra-passe');
  });

  it.each(['es', 'zh'] as const)('%s has no key that PT lacks', (language) => {
    const stray = [...dictionaries[language].keys()].filter((key) => !dictionaries.pt.has(key));
    expect(stray).toEqual([]);
  });

  it.each(['ptPT', 'en', 'es', 'zh'] as const)('%s uses the same placeholders as PT', (language) => {
    const mismatched = [...dictionaries[language]].filter(([key, text]) => {
      const reference = dictionaries.pt.get(key);
      return reference !== undefined && placeholdersOf(reference).join() !== placeholdersOf(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it.each(['pt', 'ptPT', 'en'] as const)('%s has no empty text', (language) => {
    expect([...dictionaries[language]].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(['pt', 'ptPT', 'en'] as const)('%s translates every error code of the contract', (language) => {
    const missing = errorCodes.filter((code) => !dictionaries[language].has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('keeps the keys the specification names and its general messages', () => {
    const required = [
      'in_need_true_account',
      'inconsistent_twice',
      'copy_success',
      'game_maintenance',
      'info_maintenance',
      'blockip',
      'info_ip_block',
      'winner_name',
      'invitation_code_error',
    ];
    for (const key of required) expect(dictionaries.pt.has(key) && dictionaries.en.has(key), key).toBe(true);
    expect(dictionaries.en.get('blockip')).toBe('Access restricted');
    const generalMessages = [...dictionaries.en].filter(([key]) => key.startsWith('messages.')).map(([, text]) => text);
    expect(generalMessages).toEqual(
      expect.arrayContaining([
        'Network link is abnormal, please try again',
        'The page took longer time to load, please check your network connectivity',
        'Username/Email does not exist',
        'Please enter the username and password',
        'You are not logged in, please login',
        'Invalid URL, please contact customer service',
        'Unknown error',
        'Non-member account unable to login',
        'Non-agents cannot log in',
      ]),
    );
  });
});
