import { describe, expect, it } from 'vitest';
import { announcementQuerySchema } from './announcements.ts';
import { bannerQuerySchema } from './banners.ts';
import { noticeListQuerySchema } from './notices.ts';
import { promotionListQuerySchema, promotionPathSchema } from './promotions.ts';

describe('content queries', () => {
  it('asks for every announcement type on the web site by default', () => {
    expect(announcementQuerySchema.parse({})).toEqual({ types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W' });
    expect(announcementQuerySchema.parse({ types: 'B, PU', executionCode: 'F' })).toEqual({ types: ['B', 'PU'], platform: 'W', executionCode: 'F' });
  });

  it.each([{ types: 'B,X' }, { types: '' }, { platform: 'APP' }, { executionCode: 'Z' }])('refuses %j', (query) => {
    expect(announcementQuerySchema.safeParse(query).success).toBe(false);
  });

  it('pages notices nine at a time and refuses pages out of bounds', () => {
    expect(noticeListQuerySchema.parse({})).toEqual({ pageNo: 1, pageSize: 9 });
    expect(noticeListQuerySchema.safeParse({ pageNo: '0' }).success).toBe(false);
    expect(noticeListQuerySchema.safeParse({ pageSize: '51' }).success).toBe(false);
  });

  it('reads banner groups, promotion categories and ids', () => {
    expect(bannerQuerySchema.parse({ groupName: '' })).toEqual({});
    expect(bannerQuerySchema.safeParse({ groupName: 'w_footer' }).success).toBe(false);
    expect(promotionListQuerySchema.parse({ category: 'ALL' })).toEqual({});
    expect(promotionPathSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(promotionPathSchema.safeParse({ id: '12abc' }).success).toBe(false);
  });
});
