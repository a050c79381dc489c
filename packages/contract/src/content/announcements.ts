/**
 * Announcements, GET /wps/announcements (spec §3 Announcement, §4 Announcement popup).
 * Types: B bulletin (the home marquee), PL platform notice (maintenance and system news), PU popup,
 * PR promotion news, H headline (pinned above the others). Popups carry an execution code:
 * A for logged-in users, B for guests, F for a first-time login.
 */
import { z } from 'zod';
import { pageNoMax, wholeNumberSchema } from '../lobby/query-fields.ts';

export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
export const announcementExecutionCodes = ['A', 'B', 'F'] as const;
export type AnnouncementExecutionCode = (typeof announcementExecutionCodes)[number];
/** W is the web site (spec §7); H5 the mobile web. */
export const announcementPlatforms = ['W', 'H5'] as const;

const typeListSchema = z.preprocess(
  (input) => (typeof input === 'string' ? input.split(',').map((part) => part.trim()).filter((part) => part.length > 0) : input),
  z.array(z.enum(announcementTypes)).min(1).max(announcementTypes.length),
);

/**
 * The server keeps only the popups the caller may see: guests get B, logged-in users A and F
 * (the site shows F only right after a first-time login). `executionCode` narrows further.
 */
export const announcementQuerySchema = z.object({
  types: typeListSchema.default([...announcementTypes]),
  platform: z.enum(announcementPlatforms).default('W'),
  executionCode: z.enum(announcementExecutionCodes).optional(),
  language: z.string().trim().max(10).optional(),
});
export type AnnouncementQuery = z.infer<typeof announcementQuerySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  executionCode: z.enum(announcementExecutionCodes).nullable(),
  platform: z.enum(announcementPlatforms),
  sort: z.number().int(),
  startTime: z.string(),
  endTime: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListValueSchema = z.object({ list: z.array(announcementSchema) });

/** Who an announcement is for: everyone, players only, or agents only (the agent centre's announcements page). */
export const announcementAudiences = ['all', 'players', 'agents'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

export const agentAnnouncementPageSizeDefault = 10;
export const agentAnnouncementPageSizeMax = 50;

/** GET /wps/agent/announcements (agentAnnouncement): the live list announcements for agents, newest first. */
export const agentAnnouncementQuerySchema = z.object({
  pageNo: wholeNumberSchema(1, pageNoMax).default(1),
  pageSize: wholeNumberSchema(1, agentAnnouncementPageSizeMax).default(agentAnnouncementPageSizeDefault),
  language: z.string().trim().max(10).optional(),
});
export type AgentAnnouncementQuery = z.infer<typeof agentAnnouncementQuerySchema>;

export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  startTime: z.string(),
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;
export const agentAnnouncementPageValueSchema = z.object({
  list: z.array(agentAnnouncementSchema),
  pageNum: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type AgentAnnouncementPage = z.infer<typeof agentAnnouncementPageValueSchema>;
