import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest } from '@platform/contract';
import { moduleIds } from '../../../config/module-ids.ts';
import { api } from '../../../lib/api-client.ts';

/** PUT /wps/feedback: sends feedback to the operator. */
export function submitFeedback(request: FeedbackRequest): Promise<{ id: number }> {
  return api.put<{ id: number }>('/wps/feedback', { moduleId: moduleIds.system, body: request });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
