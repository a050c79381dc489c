import { agentFlagsValueSchema } from '@platform/contract/agent/operator';
import { apiCall } from '../../../lib/api-client.ts';

/** Agents who share a login address or a payout account with a member of their own team. */
export function fetchAgentFlags() {
  return apiCall('GET', '/ops/agent/flags', agentFlagsValueSchema);
}
