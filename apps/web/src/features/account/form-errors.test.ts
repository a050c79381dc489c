import { describe, expect, it } from 'vitest';
import { changePasswordSchemaFor } from '@platform/contract/account/password';
import { hasMessages, messagesOfParseError, messagesOfServerFields } from './form-errors.ts';

const named = { inconsistentTwice: 'A confirmação não coincide' };

describe('form errors', () => {
  it('shows the first broken rule of each field with its bounds, and the named text for a differing confirmation', () => {
    const result = changePasswordSchemaFor({}, { language: 'pt' }).safeParse({ oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const messages = messagesOfParseError(result.error, named);
    expect(messages.oldPassword).toMatch(/senha atual/);
    expect(messages.newPassword).toBe('Preencha a nova senha com 8 a 20 caracteres, combinando letras e dígitos');
    expect(messages.confirmNewPassword).toBe('A confirmação não coincide');
    expect(hasMessages(messages)).toBe(true);
    expect(hasMessages({ username: undefined })).toBe(false);
  });

  it('replaces a refused field\'s machine word with the translated error', () => {
    const messages = messagesOfServerFields(
      [
        { field: 'username', rule: 'taken', message: 'taken' },
        { field: 'email', rule: 'pattern', message: 'Preencha seu e-mail com um endereço válido' },
      ],
      'Este nome de usuário já está cadastrado',
      named,
    );
    expect(messages).toEqual({ username: 'Este nome de usuário já está cadastrado', email: 'Preencha seu e-mail com um endereço válido' });
  });
});
