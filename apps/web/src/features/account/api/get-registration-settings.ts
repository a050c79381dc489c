import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationSettingsValue } from '@platform/contract/account/registration';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /wps/system/setting/register: register type, which fields show and which are required, and the field rules. */
export function getRegistrationSettings(signal?: AbortSignal): Promise<RegistrationSettingsValue> {
  return api.get<RegistrationSettingsValue>('/wps/system/setting/register', { moduleId: moduleIds.account, signal });
}

export function registrationSettingsQueryOptions() {
  return queryOptions({ queryKey: ['account', 'registration-settings'], queryFn: ({ signal }) => getRegistrationSettings(signal), staleTime: 5 * 60_000 });
}

/** The registration settings; the password and mobile rules of other forms come from here too. */
export function useRegistrationSettings() {
  return useQuery(registrationSettingsQueryOptions());
}
