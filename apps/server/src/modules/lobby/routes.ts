import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  favouriteAddSchema,
  favouriteChangeValueSchema,
  favouriteIdsValueSchema,
  favouriteListQuerySchema,
  favouriteListValueSchema,
  favouriteRemoveQuerySchema,
  gameListQuerySchema,
  gameListValueSchema,
  gameMenusQuerySchema,
  gameMenusValueSchema,
  hotListQuerySchema,
  hotListValueSchema,
  normaliseLanguage,
  supportedLanguages,
  recentListQuerySchema,
  recentListValueSchema,
  vassalageGameTypesValueSchema,
  vendorCodePattern,
  vendorLanesQuerySchema,
  vendorLanesValueSchema,
  vietnamMenuQuerySchema,
  vietnamMenuValueSchema,
  vietnamRecentValueSchema,
  winnerBoardQuerySchema,
  winnerBoardValueSchema,
} from '@platform/contract';
import { callerOf, type Role } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute, routeAccess } from '../../platform/http.ts';
import { documentOperation } from '../../platform/openapi.ts';
import { gameCreateSchema, gameUpdateSchema, vendorUpdateSchema } from './catalogue-operator.ts';
import { clientHasTag, sendTagged } from '../../platform/conditional-get.ts';
import { prepareEnvelope, type PreparedResponse } from './response-cache.ts';
import type { LobbyService } from './service.ts';

const tags = ['lobby'];
/** Public lists may be stored by browsers and proxies but must be revalidated (the ETag makes that cheap). */
const publicRevalidate = 'public, no-cache';
/** A member's own lists are never stored by shared caches. */
const privateRevalidate = 'private, no-cache';
/** FAV and RECENT need a login (spec §4); a trial account may read its own lists. */
const listReaders: readonly Role[] = ['member', 'agent', 'trial'];
/** Changing favourites needs a real account: a trial account gets in_need_true_account. */
const favouriteWriters: readonly Role[] = ['member', 'agent'];

/** Sends a prepared (cached) response and hands its value back to defineRoute, whose envelope it already is. */
function prepared<Value>(request: FastifyRequest, reply: FastifyReply, response: PreparedResponse<Value>, cacheControl = publicRevalidate): Value {
  sendTagged(request, reply, response, cacheControl);
  return response.value;
}

/** The lobby's player calls (spec §7 Games, winner board). */
export function lobbyPlayerRoutes(app: FastifyInstance, service: LobbyService): void {
  catalogueRoutes(app, service);
  memberGameRoutes(app, service);
  artRoutes(app, service);
}

function catalogueRoutes(app: FastifyInstance, service: LobbyService): void {
  const { catalogue } = service;
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/game_menus', summary: 'Game menus: each category with its vendors’ entries', tags, access: 'public',
    query: gameMenusQuerySchema, value: gameMenusValueSchema,
    handler: async ({ request, reply, language }) => prepared(request, reply, await catalogue.menus(normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/lanes', summary: 'Vendor lanes of the home page for a platform', tags, access: 'public',
    query: vendorLanesQuerySchema, value: vendorLanesValueSchema,
    handler: async ({ request, reply, query, language }) => prepared(request, reply, await catalogue.lanes(query.platform, normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/vassalage_game_types', summary: 'The game types each vendor serves', tags, access: 'public',
    query: gameMenusQuerySchema, value: vassalageGameTypesValueSchema,
    handler: async ({ request, reply, language }) => prepared(request, reply, await catalogue.vassalageGameTypes(normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/vn/games/game_menu', summary: 'Vietnamese lottery menu by region', tags, access: 'public',
    query: vietnamMenuQuerySchema, value: vietnamMenuValueSchema,
    handler: async ({ request, reply, language }) => prepared(request, reply, await catalogue.vietnamMenu(normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/list', summary: 'Game list: filters, name search (trimmed, case and accent insensitive) and paging', tags, access: 'public',
    query: gameListQuerySchema, value: gameListValueSchema,
    handler: async ({ request, reply, query, language }) => prepared(request, reply, await catalogue.listGames(query, normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/hot/list', summary: 'Hot games, most popular first (isPlatform 1: the platform’s own vendors only)', tags, access: 'public',
    query: hotListQuerySchema, value: hotListValueSchema,
    handler: async ({ request, reply, query, language }) => prepared(request, reply, await catalogue.hotGames(query, normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/winners', summary: 'Winner board: masked names, amounts in minor units, largest first', tags, access: 'public',
    query: winnerBoardQuerySchema, value: winnerBoardValueSchema,
    handler: async ({ request, reply, query, language }) => prepared(request, reply, await service.winners.board(query, normaliseLanguage(language))),
  });
}

function memberGameRoutes(app: FastifyInstance, service: LobbyService): void {
  const { memberGames } = service;
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/favorite/list', summary: 'The caller’s favourite games', tags, access: listReaders,
    query: favouriteListQuerySchema, value: favouriteListValueSchema,
    handler: async ({ request, reply, query, language }) =>
      prepared(request, reply, prepareEnvelope(await memberGames.favourites(callerOf(request).memberId, query, normaliseLanguage(language))), privateRevalidate),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/favorite/ids', summary: 'Node ids of the caller’s favourite games', tags, access: listReaders,
    value: favouriteIdsValueSchema,
    handler: async ({ request, reply }) => prepared(request, reply, prepareEnvelope(await memberGames.favouriteIds(callerOf(request).memberId)), privateRevalidate),
  });
  defineRoute(app, {
    method: 'POST', url: '/lgw/games/favorite', summary: 'Adds a favourite; adding one twice changes nothing', tags, access: favouriteWriters,
    errors: ['game_not_found', 'favourite_limit_reached'],
    body: favouriteAddSchema, value: favouriteChangeValueSchema,
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: ({ request, body }) => memberGames.addFavourite(callerOf(request).memberId, body),
  });
  defineRoute(app, {
    method: 'DELETE', url: '/lgw/games/favorite', summary: 'Removes one of the caller’s favourites (query nodeId)', tags, access: favouriteWriters,
    errors: ['game_not_found'],
    query: favouriteRemoveQuerySchema, value: favouriteChangeValueSchema,
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: ({ request, query }) => memberGames.removeFavourite(callerOf(request).memberId, query.nodeId),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/games/recent/list', summary: 'The caller’s recently played games, latest first', tags, access: listReaders,
    query: recentListQuerySchema, value: recentListValueSchema,
    handler: async ({ request, reply, query, language }) =>
      prepared(request, reply, prepareEnvelope(await memberGames.recent(callerOf(request).memberId, query, normaliseLanguage(language))), privateRevalidate),
  });
  defineRoute(app, {
    method: 'GET', url: '/lgw/vn/games/game_menu/recent', summary: 'Vietnamese lottery games the caller played recently', tags, access: listReaders,
    query: vietnamMenuQuerySchema, value: vietnamRecentValueSchema,
    handler: async ({ request, reply, language }) =>
      prepared(request, reply, prepareEnvelope(await memberGames.vietnamRecent(callerOf(request).memberId, normaliseLanguage(language))), privateRevalidate),
  });
}

const artQuerySchema = z.object({
  v: z.string().max(32).optional(),
  variant: z.enum(['square', 'wide']).default('square'),
  /** The language of the title drawn on the picture: the same name the card beside it shows. */
  lang: z.enum(supportedLanguages).optional(),
});
/** Artwork whose address carries its current version never changes; other addresses are rechecked after a while. */
const artImmutable = 'public, max-age=31536000, immutable';
const artRevalidate = 'public, max-age=300';

/** Sends SVG artwork with its ETag; it may be shown from the image CDN hosts, so it allows cross-origin use. */
function sendArt(request: FastifyRequest, reply: FastifyReply, art: PreparedResponse<string>, cacheControl: string) {
  void reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', art.etag)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (clientHasTag(request.headers['if-none-match'], art.etag)) return reply.code(304).send();
  return reply.send(art.body);
}

function artRoutes(app: FastifyInstance, service: LobbyService): void {
  const gameArtUrl = '/lgw/art/game/:nodeId(^\\d{1,10}).svg';
  const vendorArtUrl = '/lgw/art/vendor/:code(^[A-Z0-9_]{2,32}).svg';
  routeAccess.set(`GET ${gameArtUrl}`, 'public');
  routeAccess.set(`GET ${vendorArtUrl}`, 'public');
  const svg = { status: 200, description: 'The artwork (SVG), with its ETag.', contentType: 'image/svg+xml' };
  documentOperation({ method: 'GET', url: gameArtUrl, summary: 'Generated game artwork (SVG)', tags, access: 'public', query: artQuerySchema, success: svg, notFoundCode: 'game_not_found', errors: ['game_not_found'] });
  documentOperation({ method: 'GET', url: vendorArtUrl, summary: 'Generated vendor logo (SVG)', tags, access: 'public', success: svg, notFoundCode: 'vendor_not_found' });
  app.get(gameArtUrl, { schema: { summary: 'Generated game artwork (SVG)', tags } }, async (request, reply) => {
    const nodeId = Number((request.params as { nodeId: string }).nodeId);
    const query = artQuerySchema.safeParse(request.query);
    if (!Number.isSafeInteger(nodeId) || nodeId > 2_147_483_647 || !query.success) throw new AppError('game_not_found');
    const { art, version } = await service.catalogue.gameArt(nodeId, query.data.variant, query.data.lang);
    return sendArt(request, reply, art, query.data.v === version ? artImmutable : artRevalidate);
  });
  app.get(vendorArtUrl, { schema: { summary: 'Generated vendor logo (SVG)', tags } }, async (request, reply) => {
    const code = (request.params as { code: string }).code;
    if (!vendorCodePattern.test(code)) throw new AppError('vendor_not_found');
    return sendArt(request, reply, await service.catalogue.vendorArt(code), artRevalidate);
  });
}

const nodeIdParamsSchema = z.object({ nodeId: z.coerce.number().int().positive().max(2_147_483_647) });
const vendorParamsSchema = z.object({ code: z.string().regex(vendorCodePattern) });

/** Operator calls that change the catalogue; registered inside the operator audience. */
export function lobbyOperatorRoutes(app: FastifyInstance, service: LobbyService): void {
  const operatorTags = ['operator'];
  defineRoute(app, {
    method: 'POST', url: '/lobby/games', summary: 'Operator: adds a game', tags: operatorTags, access: 'operator', permission: 'games.edit',
    errors: ['vendor_not_found', 'conflict'],
    body: gameCreateSchema, value: z.object({ nodeId: z.number().int() }),
    handler: ({ body }) => service.operator.createGame(body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/lobby/games/:nodeId', summary: 'Operator: renames, hides, sorts or marks a game hot', tags: operatorTags, access: 'operator', permission: 'games.edit',
    body: gameUpdateSchema, value: z.object({ nodeId: z.number().int() }),
    handler: ({ request, body }) => service.operator.updateGame(parseParams(nodeIdParamsSchema, request.params, 'game_not_found').nodeId, body),
  });
  defineRoute(app, {
    method: 'PUT', url: '/lobby/vendors/:code', summary: 'Operator: hides a vendor, puts it in maintenance or sorts it', tags: operatorTags, access: 'operator', permission: 'games.edit',
    body: vendorUpdateSchema, value: z.object({ vassalage: z.string() }),
    handler: ({ request, body }) => service.operator.updateVendor(parseParams(vendorParamsSchema, request.params, 'vendor_not_found').code, body),
  });
}

/** Path parameters that do not name anything that could exist answer 404 like an unknown one. */
function parseParams<Schema extends z.ZodType>(schema: Schema, params: unknown, code: 'game_not_found' | 'vendor_not_found'): z.infer<Schema> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new AppError(code);
  return parsed.data;
}
