import type { FastifyInstance, FastifyRequest } from 'fastify';
import { realNameRequestSchema, realNameValueSchema } from '@platform/contract/account/real-name';
import { z } from 'zod';
import { operatorActorOf } from '../../platform/audiences.ts';
import { defineRoute } from '../../platform/http.ts';
import type { AccountService } from './service.ts';

const tags = ['operator'];

function memberIdOf(request: FastifyRequest): string {
  const value = (request.params as Record<string, unknown> | undefined)?.memberId;
  return typeof value === 'string' ? value : '';
}

/** Operator calls of the account module, inside the operator audience (prefix /ops). Each change is audited. */
export function accountOperatorRoutes(app: FastifyInstance, account: AccountService): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/account/members/:memberId/realName',
    summary: "Operator: corrects a member's real name: { realName } (audited, before and after)",
    tags,
    access: 'operator',
    permission: 'players.edit',
    params: z.object({ memberId: z.string().regex(/^[1-9][0-9]{0,17}$/u) }),
    rawBody: realNameRequestSchema,
    value: realNameValueSchema,
    handler: ({ request }) => account.correctRealName(memberIdOf(request), request.body, operatorActorOf(request)),
  });
}
