/**
 * Adds the Brazilian PT and EN texts of error codes that the contract's catalogue has and the web
 * dictionaries lack, under `errors.<code>`. Texts already in a dictionary are kept, so a
 * wording chosen for the web is never overwritten. European PT, ES and ZH are written by hand
 * (the dictionaries test names any code they lack).
 *
 * Run from the repository root: npm run sync:error-texts -w @platform/web
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCatalogue } from '@platform/contract/errors';

const localesDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

function syncLanguage(language: 'pt' | 'en'): string[] {
  const path = join(localesDirectory, `${language === 'pt' ? 'pt-BR' : language}.json`);
  const dictionary = JSON.parse(readFileSync(path, 'utf8')) as { errors?: Record<string, string> };
  const errors = (dictionary.errors ??= {});
  const added = Object.entries(errorCatalogue)
    .filter(([code]) => errors[code] === undefined)
    .map(([code, entry]) => {
      errors[code] = entry[language];
      return code;
    });
  writeFileSync(path, `${JSON.stringify(dictionary, null, 2)}\n`);
  return added;
}

for (const language of ['pt', 'en'] as const) {
  const added = syncLanguage(language);
  console.log(`${language}: ${added.length === 0 ? 'up to date' : `added ${added.join(', ')}`}`);
}
