/** The notice list (noticeModal), GET /wps/notices, nine per page (spec §9). */
import { z } from 'zod';
import { pageNoMax, wholeNumberSchema } from '../lobby/query-fields.ts';

export const noticePageSizeDefault = 9;
export const noticePageSizeMax = 50;

export const noticeListQuerySchema = z.object({
  pageNo: wholeNumberSchema(1, pageNoMax).default(1),
  pageSize: wholeNumberSchema(1, noticePageSizeMax).default(noticePageSizeDefault),
  language: z.string().trim().max(10).optional(),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  pinned: z.boolean(),
  publishTime: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListValueSchema = z.object({
  list: z.array(noticeSchema),
  pageNum: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
