/** Unread message count, GET /wps/member/message/unread: zero for guests. */
import { z } from 'zod';

export const unreadCountValueSchema = z.object({ count: z.number().int().nonnegative() });
