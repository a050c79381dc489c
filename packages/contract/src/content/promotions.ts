/** Promotions, GET /wps/promotions and GET /wps/promotions/:id (the /promotions page; the hash is the id). */
import { z } from 'zod';
import { wholeNumberSchema } from '../lobby/query-fields.ts';

export const promotionCategories = ['DEPOSIT', 'REBATE', 'NEW_MEMBER', 'VIP', 'SPORTS', 'LOTTERY', 'CASINO'] as const;
export type PromotionCategory = (typeof promotionCategories)[number];

export const promotionListQuerySchema = z.object({
  category: z.preprocess((input) => (input === '' || input === 'ALL' ? undefined : input), z.enum(promotionCategories).optional()),
  language: z.string().trim().max(10).optional(),
});
export const promotionPathSchema = z.object({ id: wholeNumberSchema(1, 2_147_483_647) });

/** UPCOMING before the period starts, ONGOING during it; ended promotions are not listed. */
export const promotionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(promotionCategories),
  imageUrl: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  status: z.enum(['UPCOMING', 'ONGOING']),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export const promotionListValueSchema = z.object({ list: z.array(promotionSummarySchema) });
/** The detail adds the sanitised HTML content. */
export const promotionDetailSchema = promotionSummarySchema.extend({ content: z.string() });
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
