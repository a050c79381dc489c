import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenDownlineRequest, OpenDownlineValue } from '@platform/contract/agent/team';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';
import { downlinesQueryPrefix } from './get-downlines.ts';
import { registerCentreQueryKey } from './get-register-centre.ts';

/** POST /wps/agent/downlines: opens an account directly under the agent. */
export function openDownline(request: OpenDownlineRequest): Promise<OpenDownlineValue> {
  return api.post<OpenDownlineValue>('/wps/agent/downlines', { moduleId: moduleIds.agent, body: request });
}

export function useOpenDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDownline,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: downlinesQueryPrefix }),
        queryClient.invalidateQueries({ queryKey: registerCentreQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['agent', 'team-overview'] }),
      ]);
    },
  });
}
