import type { WalletPageQuery } from '@platform/contract';

/** A page of rows in the shape every wallet list answers with. */
export function pageOf<Row>(list: Row[], page: WalletPageQuery, total: number) {
  return { list, pageNo: page.pageNo, pageSize: page.pageSize, total, totalPages: Math.ceil(total / page.pageSize) };
}

/** The offset of a page's first row. */
export function offsetOf(page: WalletPageQuery): number {
  return (page.pageNo - 1) * page.pageSize;
}
