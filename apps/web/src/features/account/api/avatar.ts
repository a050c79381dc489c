import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarValue } from '@platform/contract/account/member';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** GET /wps/member/info/icon: the current avatar and the set to choose from. */
export function getAvatar(signal?: AbortSignal): Promise<AvatarValue> {
  return api.get<AvatarValue>('/wps/member/info/icon', { moduleId: moduleIds.account, signal });
}

/** POST /wps/member/info/icon: chooses an avatar from the set. */
export function chooseAvatar(avatarId: string): Promise<AvatarValue> {
  return api.post<AvatarValue>('/wps/member/info/icon', { moduleId: moduleIds.account, body: { avatarId } });
}

export function avatarQueryOptions(token: string | null) {
  return queryOptions({ queryKey: ['account', 'avatar', token], queryFn: ({ signal }) => getAvatar(signal), enabled: token !== null });
}

export function useAvatar(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...avatarQueryOptions(token), enabled: enabled && token !== null });
}
