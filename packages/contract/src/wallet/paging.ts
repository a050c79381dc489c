import { z } from 'zod';

/** Paging of wallet lists: pages count from 1, at most 100 rows a page. */
export const walletPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WalletPageQuery = z.infer<typeof walletPageQuerySchema>;

/** A page of rows with the totals the member centre's pager shows. */
export function walletPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    list: z.array(row),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}
