import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DownlineRow, DownlineSettingsRequest } from '@platform/contract/agent/team';
import { moduleIds } from '../../../config/module-ids.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { downlinesQueryPrefix } from './get-downlines.ts';
import { registerCentreQueryKey } from './get-register-centre.ts';

export interface DownlineSettingsChange extends DownlineSettingsRequest {
  memberId: string;
}

/** PATCH /wps/agent/downlines/:memberId: sets a direct downline's prize group. */
export function updateDownline({ memberId, ...request }: DownlineSettingsChange): Promise<DownlineRow> {
  return apiRequest<DownlineRow>(`/wps/agent/downlines/${encodeURIComponent(memberId)}`, { moduleId: moduleIds.agent, method: 'PATCH', body: request });
}

export function useUpdateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDownline,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: downlinesQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: registerCentreQueryKey }),
      ]);
    },
  });
}
