import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  agentAnnouncementPageValueSchema,
  agentAnnouncementQuerySchema,
  announcementListValueSchema,
  announcementQuerySchema,
  bannerListValueSchema,
  bannerQuerySchema,
  helpCenterQuerySchema,
  helpCenterValueSchema,
  noticeListQuerySchema,
  noticeListValueSchema,
  normaliseLanguage,
  promotionDetailSchema,
  promotionListQuerySchema,
  promotionListValueSchema,
  promotionPathSchema,
  unreadCountValueSchema,
} from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import { defineRoute, routeAccess } from '../../platform/http.ts';
import { documentOperation } from '../../platform/openapi.ts';
import { parseInput } from '../../platform/validation.ts';
import { clientHasTag, etagOf, withEtag } from '../../platform/conditional-get.ts';
import type { ContentService } from './service.ts';

const tags = ['content'];

/** Public content calls for the player site. */
export function contentPlayerRoutes(app: FastifyInstance, service: ContentService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/helpCenter',
    summary: 'Help-center topics for a language and device',
    tags,
    access: 'public',
    query: helpCenterQuerySchema,
    value: helpCenterValueSchema,
    handler: ({ query, language }) => service.helpCenter(query.lang ?? language),
  });
  defineRoute(app, {
    method: 'GET', url: '/wps/announcements', summary: 'Announcements by type; popups only for the caller’s audience (guests B, logged in A and F)', tags, access: 'public',
    query: announcementQuerySchema, value: announcementListValueSchema,
    handler: async ({ request, reply, caller, query, language }) =>
      withEtag(request, reply, await service.announcements(query, { loggedIn: caller !== null }, normaliseLanguage(language)), caller ? 'private, no-cache' : 'public, no-cache'),
  });
  defineRoute(app, {
    method: 'GET', url: '/wps/agent/announcements', summary: 'Agent: live announcements for agents (audience all or agents, no popups), newest first, paged', tags, access: ['agent'],
    query: agentAnnouncementQuerySchema, value: agentAnnouncementPageValueSchema,
    handler: ({ query, language }) => service.agentAnnouncements(query, normaliseLanguage(query.language ?? language)),
  });
  defineRoute(app, {
    method: 'GET', url: '/wps/banners', summary: 'Banners, optionally of one group (w_home, w_login, w_register, w_forget, w_leftmenu)', tags, access: 'public',
    query: bannerQuerySchema, value: bannerListValueSchema,
    handler: async ({ request, reply, query, language }) => withEtag(request, reply, await service.banners(query.groupName, normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/wps/notices', summary: 'The notice list, pinned first then newest, nine per page', tags, access: 'public',
    query: noticeListQuerySchema, value: noticeListValueSchema,
    handler: async ({ request, reply, query, language }) => withEtag(request, reply, await service.notices(query, normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/wps/promotions', summary: 'Current and upcoming promotions', tags, access: 'public',
    query: promotionListQuerySchema, value: promotionListValueSchema,
    handler: async ({ request, reply, query, language }) => withEtag(request, reply, await service.promotions(query.category, normaliseLanguage(language))),
  });
  defineRoute(app, {
    method: 'GET', url: '/wps/promotions/:id', summary: 'One promotion with its content', tags, access: 'public',
    params: promotionPathSchema, errors: ['promotion_not_found'],
    value: promotionDetailSchema,
    handler: async ({ request, reply, language }) => {
      const { id } = parseInput(promotionPathSchema, request.params);
      return withEtag(request, reply, await service.promotion(id, normaliseLanguage(language)));
    },
  });
  defineRoute(app, {
    method: 'GET', url: '/wps/member/message/unread', summary: 'Unread message count (zero for guests)', tags, access: 'public',
    value: unreadCountValueSchema,
    handler: ({ caller }) => service.unreadCount(caller?.memberId ?? null),
  });
  artworkRoutes(app, service);
}

const artQuerySchema = z.object({ lang: z.string().max(10).optional(), v: z.string().max(32).optional() });

function artworkRoutes(app: FastifyInstance, service: ContentService): void {
  for (const kind of ['banner', 'promotion'] as const) {
    const url = `/lgw/art/${kind}/:id(^\\d{1,9}).svg`;
    routeAccess.set(`GET ${url}`, 'public');
    documentOperation({
      method: 'GET',
      url,
      summary: `Generated ${kind} artwork (SVG)`,
      tags,
      access: 'public',
      query: artQuerySchema,
      success: { status: 200, description: 'The artwork (SVG), with its ETag.', contentType: 'image/svg+xml' },
    });
    app.get(url, { schema: { summary: `Generated ${kind} artwork (SVG)`, tags } }, async (request, reply) => {
      const query = artQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('not_found');
      const id = Number((request.params as { id: string }).id);
      const art = await service.artwork(kind, id, normaliseLanguage(query.data.lang));
      return sendSvg(request, reply, art.svg, query.data.v === art.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    });
  }
}

/** Sends SVG artwork with its ETag; it may be shown from the image CDN hosts, so it allows cross-origin use. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, cacheControl: string) {
  const etag = etagOf(svg);
  void reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (clientHasTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(svg);
}
