import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyPortugueseVariant, initI18n } from './i18n.ts';

// The interface's start-up outside a browser: only the page's lang attribute is needed.
const page = { documentElement: { lang: '' } };

beforeAll(async () => {
  (globalThis as { document?: unknown }).document = page;
  await initI18n();
});

describe('the Portuguese variant', () => {
  it('starts in Brazilian Portuguese', () => {
    expect(i18next.t('nav.register')).toBe('Cadastrar');
    expect(page.documentElement.lang).toBe('pt-BR');
  });

  it('switches PT to European Portuguese when the merchant chooses it, and back', async () => {
    await applyPortugueseVariant('pt-PT');
    expect(i18next.t('nav.register')).toBe('Registar');
    expect(i18next.t('account.fields.password')).toBe('Palavra-passe');
    expect(page.documentElement.lang).toBe('pt-PT');
    await applyPortugueseVariant('pt-BR');
    expect(i18next.t('account.fields.password')).toBe('Senha');
    expect(page.documentElement.lang).toBe('pt-BR');
  });
});
