import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showDialog } from '../../../components/ui/dialog/dialog-store.ts';
import { successDialogTimeoutMs } from '../../../config/timeouts.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { hasMessages, messagesOfServerFields, type FieldMessages } from '../form-errors.ts';
import { useErrorTexts } from './use-error-texts.ts';
import { useFieldRules } from './use-field-rules.ts';
import { useFormValues } from './use-form-values.ts';

/**
 * A security-centre form: checks its values, sends them, shows the server's field errors or failure, and on
 * success confirms, refreshes what the page and the header know about the member, and closes itself.
 */
export function useSecurityForm<Values extends Record<string, string>>(
  initial: Values,
  options: {
    check: (values: Values, context: ReturnType<typeof useErrorTexts> & { rules: ReturnType<typeof useFieldRules> }) => FieldMessages;
    send: (values: Values) => Promise<unknown>;
    /** The title of the success dialog; a step that leads to another shows none. */
    doneKey?: string;
    onDone: () => void;
  },
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const texts = useErrorTexts();
  const rules = useFieldRules();
  const form = useFormValues(initial);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(): Promise<void> {
    setError(null);
    const messages = options.check(form.values, { ...texts, rules });
    form.setErrors(messages);
    if (hasMessages(messages) || submitting) return;
    setSubmitting(true);
    try {
      await options.send(form.values);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', 'security'] }),
        queryClient.invalidateQueries({ queryKey: ['account', 'member-info'] }),
      ]);
      if (options.doneKey) void showDialog({ icon: 'success', title: t(options.doneKey), timeoutMs: successDialogTimeoutMs });
      options.onDone();
    } catch (failure) {
      if (isApiError(failure) && failure.fields.length > 0) form.setErrors(messagesOfServerFields(failure.fields, texts.describe(failure), texts.named));
      setError(texts.describe(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return { form, error, submitting, submit, rules };
}
