import { createHash } from 'node:crypto';
import {
  defaultLanguage,
  fillOperatorDetails,
  normaliseLanguage,
  noticePageSizeDefault,
  agentAnnouncementPageSizeDefault,
  type AgentAnnouncementPage,
  type AgentAnnouncementQuery,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementExecutionCode,
  type AnnouncementQuery,
  type Banner,
  type BannerGroupName,
  type HelpTopic,
  type Language,
  type Notice,
  type OperatorDetails,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionSummary,
} from '@platform/contract';
import { AppError } from '../../platform/errors.ts';
import { bannerArtSvg } from './artwork.ts';
import type { BannerText, ContentRepository, ContentTables, LocalisedTexts, PromotionText, TitledText } from './repository.ts';
import { sanitiseHtml } from './sanitise.ts';

/** Popups a guest may see (B), and those a logged-in user may see (A always, F after a first-time login). */
const guestExecutionCodes: AnnouncementExecutionCode[] = ['B'];
const memberExecutionCodes: AnnouncementExecutionCode[] = ['A', 'F'];

/** The text in a language, falling back to English and then Portuguese (always present). */
function textIn<Text>(texts: LocalisedTexts<Text>, language: Language): Text {
  return texts[language as keyof typeof texts] ?? texts.en ?? texts.pt;
}

/** Sanitises the html of every language's text; used on save. */
function sanitiseTexts<Text extends { content: string }>(texts: LocalisedTexts<Text>): LocalisedTexts<Text> {
  return Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, { ...text, content: sanitiseHtml((text as Text).content) }])) as LocalisedTexts<Text>;
}

/** A short version of an item's texts, carried in its artwork address so that caches refresh after edits. */
function versionOf(texts: unknown): string {
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 10);
}

function artUrl(kind: 'banner' | 'promotion', id: number, language: Language, texts: unknown): string {
  return `/lgw/art/${kind}/${id}.svg?lang=${language}&v=${versionOf(texts)}`;
}

type AnnouncementRow = Awaited<ReturnType<ContentRepository['listAnnouncements']>>[number];
type PromotionRow = NonNullable<Awaited<ReturnType<ContentRepository['findPromotion']>>>;

function toAnnouncement(row: AnnouncementRow, language: Language, platform: 'W' | 'H5'): Announcement {
  const text = textIn(row.texts, language);
  return {
    id: row.id,
    type: row.type,
    title: text.title,
    content: sanitiseHtml(text.content),
    executionCode: row.execution_code,
    platform,
    sort: row.sort,
    startTime: row.starts_at.toISOString(),
    endTime: row.ends_at ? row.ends_at.toISOString() : null,
  };
}

function toPromotionSummary(row: PromotionRow, language: Language, now: Date): PromotionSummary {
  const text = textIn(row.texts, language);
  return {
    id: row.id,
    title: text.title,
    summary: text.summary,
    category: row.category,
    imageUrl: row.image_url ?? artUrl('promotion', row.id, language, row.texts),
    startTime: row.starts_at.toISOString(),
    endTime: row.ends_at ? row.ends_at.toISOString() : null,
    status: row.starts_at > now ? 'UPCOMING' : 'ONGOING',
  };
}

/** Escapes a detail for the help texts' HTML (a company name with an ampersand stays text). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Help centre, announcements, banners, notices and promotions of the one merchant this deployment serves.
 * Operator html is sanitised when saved and again when rendered. `unreadMessages` is the messages module's
 * counter once that module exists; until then every member has no unread messages.
 */
export function contentService(options: {
  repository: ContentRepository;
  merchantCode: string;
  unreadMessages?: (memberId: string) => Promise<number>;
  /** The operator's legal details and brand name that help texts name through {{company}}, {{licenceNumber}}… */
  operatorDetails?: () => Promise<{ details: OperatorDetails; brand: string }>;
}) {
  const { repository, merchantCode } = options;
  return {
    /** Topics in the asked language, falling back to the default language when it has none. */
    async helpCenter(language: string | undefined): Promise<{ topics: HelpTopic[] }> {
      const wanted = normaliseLanguage(language);
      let rows = await repository.listHelpTopics(merchantCode, wanted);
      if (rows.length === 0 && wanted !== defaultLanguage) rows = await repository.listHelpTopics(merchantCode, defaultLanguage);
      const operator = await options.operatorDetails?.();
      const fill = (text: string, escape?: (value: string) => string) => (operator ? fillOperatorDetails(text, operator.details, operator.brand, escape) : text);
      return {
        topics: rows.map((row) => ({ tag: row.tag, title: fill(row.title), sort: row.sort, content: sanitiseHtml(fill(row.content, escapeHtml)) })),
      };
    },

    async saveHelpTopic(topic: { tag: string; language: string; title: string; content: string; sort: number }): Promise<void> {
      await repository.upsertHelpTopic({
        merchant_code: merchantCode,
        tag: topic.tag,
        language: normaliseLanguage(topic.language),
        title: topic.title,
        content: sanitiseHtml(topic.content),
        sort: topic.sort,
      });
    },

    /** Announcements of the asked types; popups only those the caller may see (spec §4 Announcement popup). */
    async announcements(query: AnnouncementQuery, viewer: { loggedIn: boolean }, language: Language): Promise<{ list: Announcement[] }> {
      const allowed = viewer.loggedIn ? memberExecutionCodes : guestExecutionCodes;
      const executionCodes = query.executionCode ? allowed.filter((code) => code === query.executionCode) : allowed;
      const rows = await repository.listAnnouncements(merchantCode, { types: query.types, platform: query.platform, executionCodes });
      return { list: rows.map((row) => toAnnouncement(row, language, query.platform)) };
    },

    /** The agent centre's announcements: live list announcements for all or for agents, newest first, paged. */
    async agentAnnouncements(page: AgentAnnouncementQuery, language: Language): Promise<AgentAnnouncementPage> {
      const pageSize = page.pageSize ?? agentAnnouncementPageSizeDefault;
      const { rows, total } = await repository.agentAnnouncementPage(merchantCode, { offset: (page.pageNo - 1) * pageSize, limit: pageSize });
      const list = rows.map((row) => {
        const text = textIn(row.texts, language);
        return { id: row.id, type: row.type, title: text.title, content: sanitiseHtml(text.content), startTime: row.starts_at.toISOString() };
      });
      return { list, pageNum: page.pageNo, totalPages: Math.ceil(total / pageSize), total };
    },

    async banners(groupName: BannerGroupName | undefined, language: Language): Promise<{ list: Banner[] }> {
      const rows = await repository.listBanners(merchantCode, groupName);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: textIn(row.texts, language).title,
          url: row.image_url ?? artUrl('banner', row.id, language, row.texts),
          linkageType: row.linkage_type as Banner['linkageType'],
          linkageValue: row.linkage_value,
          groupName: row.group_name,
          sort: row.sort,
        })),
      };
    },

    /** The notice list, pinned first then newest first, nine per page unless asked otherwise. */
    async notices(page: { pageNo: number; pageSize?: number }, language: Language) {
      const pageSize = page.pageSize ?? noticePageSizeDefault;
      const { rows, total } = await repository.noticePage(merchantCode, { offset: (page.pageNo - 1) * pageSize, limit: pageSize });
      const list: Notice[] = rows.map((row) => {
        const text = textIn(row.texts, language);
        return { id: row.id, title: text.title, content: sanitiseHtml(text.content), pinned: row.pinned, publishTime: row.published_at.toISOString() };
      });
      return { list, pageNum: page.pageNo, totalPages: Math.ceil(total / pageSize), total };
    },

    async promotions(category: PromotionCategory | undefined, language: Language): Promise<{ list: PromotionSummary[] }> {
      const now = new Date();
      return { list: (await repository.listPromotions(merchantCode, category)).map((row) => toPromotionSummary(row, language, now)) };
    },

    async promotion(id: number, language: Language): Promise<PromotionDetail> {
      const row = await repository.findPromotion(merchantCode, id);
      if (!row) throw new AppError('promotion_not_found');
      return { ...toPromotionSummary(row, language, new Date()), content: sanitiseHtml(textIn(row.texts, language).content) };
    },

    /** Generated artwork of a banner or promotion in a language; unknown ids are not found. */
    async artwork(kind: 'banner' | 'promotion', id: number, language: Language): Promise<{ svg: string; version: string }> {
      const row = kind === 'banner' ? await repository.findBanner(merchantCode, id) : await repository.findPromotion(merchantCode, id);
      if (!row) throw new AppError('not_found');
      const text = textIn<BannerText | PromotionText>(row.texts, language);
      const subtitle = 'subtitle' in text ? text.subtitle : text.summary;
      return { svg: bannerArtSvg({ key: `${kind}:${id}`, title: text.title, subtitle, shape: kind === 'banner' ? 'banner' : 'card' }), version: versionOf(row.texts) };
    },

    /** Unread messages of a member; a guest has none. */
    async unreadCount(memberId: string | null): Promise<{ count: number }> {
      if (memberId === null || !options.unreadMessages) return { count: 0 };
      return { count: await options.unreadMessages(memberId) };
    },

    hasSiteContent: () => repository.hasSiteContent(merchantCode),
    hasAgentAnnouncements: () => repository.hasAgentAnnouncements(merchantCode),

    async saveAnnouncement(
      announcement: Omit<ContentTables['content_announcements'], 'id' | 'status' | 'starts_at' | 'merchant_code' | 'audience'> & { starts_at?: Date; audience?: AnnouncementAudience },
    ) {
      return repository.insertAnnouncement({ ...announcement, merchant_code: merchantCode, texts: sanitiseTexts<TitledText>(announcement.texts) });
    },

    async saveBanner(banner: Omit<ContentTables['content_banners'], 'id' | 'status' | 'updated_at' | 'merchant_code'>) {
      return repository.insertBanner({ ...banner, merchant_code: merchantCode });
    },

    async saveNotice(notice: Omit<ContentTables['content_notices'], 'id' | 'status' | 'merchant_code'>) {
      return repository.insertNotice({ ...notice, merchant_code: merchantCode, texts: sanitiseTexts<TitledText>(notice.texts) });
    },

    async savePromotion(promotion: Omit<ContentTables['content_promotions'], 'id' | 'status' | 'updated_at' | 'merchant_code'>) {
      return repository.insertPromotion({ ...promotion, merchant_code: merchantCode, texts: sanitiseTexts<PromotionText>(promotion.texts) });
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
