import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bettingRecordQuerySchema,
  bettingRecordValueSchema,
  launchGameRequestSchema,
  launchGameValueSchema,
  messageOfError,
  profitQuerySchema,
  profitValueSchema,
  recallValueSchema,
} from '@platform/contract';
import { normaliseLanguage } from '@platform/contract/languages';
import { defineRoute, languageOf, routeAccess } from '../../platform/http.ts';
import { documentOperation } from '../../platform/openapi.ts';
import { callerOf } from '../../platform/auth.ts';
import type { LaunchService } from './launch.ts';
import type { RecordsService } from './records.ts';

/** The launch host's entry carries the one-time launch token. */
const gameOpenQuerySchema = z.object({ token: z.string().min(1).max(128) });

/** Launches are limited per member (many members may share one address behind a carrier's NAT). */
const launchRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => (request.caller ? `member:${request.caller.memberId}` : request.ip) } };

/** Launch and the member centre's game records. */
export function gamesPlayerRoutes(app: FastifyInstance, services: { launch: LaunchService; records: RecordsService }): void {
  defineRoute(app, {
    method: 'POST',
    url: '/wps/game/launchGame',
    errors: ['game_not_found', 'vendor_not_found', 'game_maintenance', 'game_opens_lottery_page', 'game_is_vendor_list'],
    summary: 'Launch a game: a URL on a launch host carrying a one-time token (lottery vendors open their own pages)',
    tags: ['games'],
    access: ['member', 'agent'],
    body: launchGameRequestSchema,
    value: launchGameValueSchema,
    config: launchRateLimit,
    handler: ({ request, body, language }) => services.launch.launch(callerOf(request), body, language),
  });

  // The launch host's entry: sends the browser on to the vendor's game page with the token. No session is
  // needed (the token is the credential, and the vendor redeems it once); an unknown or spent token is a 404.
  routeAccess.set('GET /wps/game/open', 'public');
  documentOperation({
    method: 'GET',
    url: '/wps/game/open',
    summary: 'Open a launched game on its vendor page',
    tags: ['games'],
    access: 'public',
    query: gameOpenQuerySchema,
    success: { status: 302, description: "A redirect (Location) to the vendor's game page." },
    errors: ['game_not_found'],
  });
  app.get('/wps/game/open', async (request, reply) => {
    const query = gameOpenQuerySchema.safeParse(request.query);
    // The way back is the address this page was reached at (the site itself, a mirror or a launch host).
    const target = query.success ? await services.launch.vendorPageOf(query.data.token, `${request.protocol}://${request.host}`) : undefined;
    if (!target) {
      return reply.status(404).send({ success: false, value: null, message: messageOfError('game_not_found', languageOf(request)), code: 'game_not_found' });
    }
    void reply.header('cache-control', 'no-store');
    void reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(target, 302);
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/betting-records',
    summary: 'Betting record: every round of every vendor, filtered and paged, with totals',
    tags: ['games'],
    access: ['member', 'agent'],
    query: bettingRecordQuerySchema,
    value: bettingRecordValueSchema,
    handler: ({ request, query, language }) => services.records.bettingRecords(callerOf(request).memberId, query, normaliseLanguage(language)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/betting-records/recall',
    summary: 'Game recall: the last 10 rounds in full, with the provably fair data of house rounds',
    tags: ['games'],
    access: ['member', 'agent'],
    value: recallValueSchema,
    handler: ({ request, language }) => services.records.recall(callerOf(request).memberId, normaliseLanguage(language)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/wps/member/profit',
    summary: 'Personal profit and loss: stake, valid bet, win and net by category and merchant day',
    tags: ['games'],
    access: ['member', 'agent'],
    query: profitQuerySchema,
    value: profitValueSchema,
    handler: ({ request, query }) => services.records.profit(callerOf(request).memberId, query),
  });
}
