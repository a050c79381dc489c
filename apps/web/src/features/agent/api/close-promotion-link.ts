import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionLink } from '@platform/contract/agent/team';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { registerCentreQueryKey } from './get-register-centre.ts';

/** DELETE /wps/agent/links/:linkId: closes a promotion link; it stays listed with its closing time. */
export function closePromotionLink(linkId: string): Promise<PromotionLink> {
  return api.delete<PromotionLink>(`/wps/agent/links/${encodeURIComponent(linkId)}`, { moduleId: moduleIds.agent });
}

export function useClosePromotionLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePromotionLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerCentreQueryKey }),
  });
}
