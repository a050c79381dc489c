import type { FieldRules } from '@platform/contract/field-rules';
import { useRegistrationSettings } from '../api/get-registration-settings.ts';

const noRules: FieldRules = {};

/**
 * The merchant's field rules, as the registration settings carry them (the merchant's over the defaults).
 * Until they load, the contract's defaults apply, which are the same rules the server falls back to.
 */
export function useFieldRules(): FieldRules {
  const settings = useRegistrationSettings();
  return settings.data?.rules ?? noRules;
}
