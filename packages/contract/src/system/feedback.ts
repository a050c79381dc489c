import { z } from 'zod';

/** Feedback question types of spec §3. */
export const feedbackQuestionTypes = ['deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other'] as const;

/** Feedback content must be between these bounds (characters, after trimming). */
export const feedbackContentLengthMin = 10;
export const feedbackContentLengthMax = 500;

export const feedbackRequestSchema = z.object({
  questionType: z.enum(feedbackQuestionTypes),
  content: z.string().trim().min(feedbackContentLengthMin).max(feedbackContentLengthMax),
  contact: z.string().trim().max(100).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackValueSchema = z.object({ id: z.number().int() });
