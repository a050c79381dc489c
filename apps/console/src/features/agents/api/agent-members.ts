import { operatorAgentViewSchema, type OperatorMoveRequest, type OperatorQuotaRequest } from '@platform/contract/agent/operator';
import { downlinePageValueSchema } from '@platform/contract/agent/team';
import { apiCall } from '../../../lib/api-client.ts';

/** The number of team members listed per page. */
export const teamPageSize = 20;

/** A member of any tree by its exact account, with its team's figures, quotas and links. */
export function fetchAgentMember(account: string) {
  return apiCall('GET', '/ops/agent/members', operatorAgentViewSchema, { query: { account } });
}

/** Which part of a member's team to list: one level under `parentId` (the member itself when absent), or a search. */
export interface TeamQuery {
  parentId?: string;
  /** An account prefix: searches the whole team instead of one level. */
  account?: string;
  pageNo: number;
}

/** One page of a member's team, one level or searched by account prefix. */
export function fetchAgentTeam(memberId: string, query: TeamQuery) {
  return apiCall('GET', `/ops/agent/members/${encodeURIComponent(memberId)}/team`, downlinePageValueSchema, {
    query: { parentId: query.parentId, account: query.account, pageNo: query.pageNo, pageSize: teamPageSize },
  });
}

/** Sets how many accounts an agent may give one prize group above the threshold; answers the updated member. */
export function setAgentQuota(memberId: string, request: OperatorQuotaRequest) {
  return apiCall('PUT', `/ops/agent/members/${encodeURIComponent(memberId)}/quotas`, operatorAgentViewSchema, { body: request });
}

/** Moves a member with its whole team under another agent; answers the moved member. */
export function moveAgentMember(memberId: string, request: OperatorMoveRequest) {
  return apiCall('POST', `/ops/agent/members/${encodeURIComponent(memberId)}/move`, operatorAgentViewSchema, { body: request });
}
