import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionLink, PromotionLinkRequest } from '@platform/contract/agent/team';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { registerCentreQueryKey } from './get-register-centre.ts';

/** POST /wps/agent/links: a promotion link that registers its visitors under the agent. */
export function createPromotionLink(request: PromotionLinkRequest): Promise<PromotionLink> {
  return api.post<PromotionLink>('/wps/agent/links', { moduleId: moduleIds.agent, body: request });
}

export function useCreatePromotionLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotionLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerCentreQueryKey }),
  });
}
