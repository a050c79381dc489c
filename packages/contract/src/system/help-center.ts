import { z } from 'zod';

export const helpCenterQuerySchema = z.object({
  lang: z.string().trim().max(10).optional(),
  device: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
});

export const helpTopicSchema = z.object({ tag: z.string(), title: z.string(), content: z.string(), sort: z.number().int() });
export type HelpTopic = z.infer<typeof helpTopicSchema>;
export const helpCenterValueSchema = z.object({ topics: z.array(helpTopicSchema) });
