import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  customerServiceQuerySchema,
  customerServiceValueSchema,
  domainRouteSchema,
  feedbackRequestSchema,
  feedbackValueSchema,
  mirrorListSchema,
  mirrorVerifyQuerySchema,
  mirrorVerifyValueSchema,
  operatorDetailsSchema,
  permissionInfoSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@platform/contract';
import { defineRoute } from '../../platform/http.ts';
import { clientAddressOf } from '../../platform/client-address.ts';
import { operatorActorOf } from '../../platform/audiences.ts';
import type { SystemService } from './service.ts';

/**
 * The site-configuration calls the start-up flow and the maintenance and region pages need: served whatever the
 * site controls say. Every other player and agent call is refused while the site is closed to its caller.
 */
const siteControlsExempt = { siteControlsExempt: true };

/** Public site-configuration calls of spec §7 for the player site. */
export function systemPlayerRoutes(app: FastifyInstance, service: SystemService): void {
  const tags = ['system'];
  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/permission',
    summary: 'Permission information: site configuration, location, maintenance and region restriction',
    tags,
    access: 'public',
    value: permissionInfoSchema,
    config: siteControlsExempt,
    handler: ({ request }) => service.permissionInfo(clientAddressOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/status',
    summary: 'System status: 0 normal, 1 maintenance, 2 region restricted',
    tags,
    access: 'public',
    value: systemStatusSchema,
    config: siteControlsExempt,
    handler: ({ request }) => service.status(clientAddressOf(request)),
  });
  defineRoute(app, { method: 'GET', url: '/wps/system/whitelabel', summary: 'Brand and white-label feature tree', tags, access: 'public', value: whitelabelSchema, config: siteControlsExempt, handler: () => service.whitelabel() });
  defineRoute(app, { method: 'GET', url: '/wps/system/domainRoute', summary: 'Domains of this merchant and their routes', tags, access: 'public', value: domainRouteSchema, config: siteControlsExempt, handler: () => service.domainRoute() });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/customerService',
    errors: ['not_found'],
    summary: 'Opens a sealed customer-service path into its address',
    tags,
    access: 'public',
    query: customerServiceQuerySchema,
    value: customerServiceValueSchema,
    // The maintenance page's customer-service button opens its link through this call.
    config: siteControlsExempt,
    handler: ({ query }) => service.customerServiceLink(query.csType, query.path),
  });
  defineRoute(app, { method: 'GET', url: '/wps/system/mirrors', summary: 'Mirror site list', tags, access: 'public', value: mirrorListSchema, handler: () => service.mirrors() });
  defineRoute(app, {
    method: 'GET',
    url: '/wps/system/mirrors/verify',
    summary: 'Whether a domain is an official site of this merchant',
    tags,
    access: 'public',
    query: mirrorVerifyQuerySchema,
    value: mirrorVerifyValueSchema,
    handler: ({ query }) => service.verifyMirror(query.domain),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/wps/feedback',
    summary: 'Sends feedback to the operator',
    tags,
    access: 'public',
    body: feedbackRequestSchema,
    value: feedbackValueSchema,
    config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    handler: ({ request, caller, body }) =>
      service.submitFeedback(body, { memberId: caller?.memberId ?? null, clientAddress: clientAddressOf(request) }),
  });
}

const siteControlsSchema = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().trim().max(500).default(''),
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 code')).max(250).default([]),
});

/** Operator calls for the site controls; registered inside the operator audience. */
export function systemOperatorRoutes(app: FastifyInstance, service: SystemService): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/system/site-controls',
    summary: 'Operator: maintenance mode and blocked countries',
    tags: ['operator'],
    access: 'operator',
    permission: 'site.edit',
    auditedByService: true,
    body: siteControlsSchema,
    value: siteControlsSchema,
    handler: ({ request, body }) => service.setSiteControls(body, operatorActorOf(request)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/system/operator-details',
    summary: 'Operator: the company, licence and contacts the help pages show',
    tags: ['operator'],
    access: 'operator',
    permission: 'site.view',
    value: operatorDetailsSchema,
    handler: () => service.operatorDetails(),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/system/operator-details',
    summary: 'Operator: replaces the company, licence and contacts the help pages show',
    tags: ['operator'],
    access: 'operator',
    permission: 'site.edit',
    auditedByService: true,
    body: operatorDetailsSchema,
    value: operatorDetailsSchema,
    handler: ({ request, body }) => service.setOperatorDetails(body, operatorActorOf(request)),
  });
}
