import { sql, type Generated } from 'kysely';
import type { AnnouncementAudience, AnnouncementExecutionCode, AnnouncementType, BannerGroupName, PromotionCategory } from '@platform/contract';
import type { Database } from '../../platform/database.ts';

/** Texts of an item per language; PT always present. */
export type LocalisedTexts<Text> = { pt: Text } & Partial<Record<'en' | 'es' | 'zh', Text>>;
export type TitledText = { title: string; content: string };
export type BannerText = { title: string; subtitle: string };
export type PromotionText = { title: string; summary: string; content: string };

/** Tables owned by the content module. */
export type ContentTables = {
  help_topics: { merchant_code: string; tag: string; language: string; title: string; content: string; sort: number };
  content_announcements: {
    id: Generated<number>;
    merchant_code: string;
    type: AnnouncementType;
    execution_code: AnnouncementExecutionCode | null;
    platforms: string[];
    texts: LocalisedTexts<TitledText>;
    sort: number;
    starts_at: Generated<Date>;
    ends_at: Date | null;
    status: Generated<number>;
    audience: Generated<AnnouncementAudience>;
  };
  content_banners: {
    id: Generated<number>;
    merchant_code: string;
    group_name: BannerGroupName;
    texts: LocalisedTexts<BannerText>;
    image_url: string | null;
    linkage_type: string;
    linkage_value: string;
    sort: number;
    status: Generated<number>;
    updated_at: Generated<Date>;
  };
  content_notices: {
    id: Generated<number>;
    merchant_code: string;
    texts: LocalisedTexts<TitledText>;
    pinned: boolean;
    published_at: Date;
    status: Generated<number>;
  };
  content_promotions: {
    id: Generated<number>;
    merchant_code: string;
    category: PromotionCategory;
    texts: LocalisedTexts<PromotionText>;
    image_url: string | null;
    starts_at: Date;
    ends_at: Date | null;
    sort: number;
    status: Generated<number>;
    updated_at: Generated<Date>;
  };
};

const json = <Value>(value: Value) => JSON.stringify(value) as unknown as Value;

/** Data access for the content module. */
export function contentRepository(database: Database) {
  const db = database.withTables<ContentTables>();
  return {
    async listHelpTopics(merchantCode: string, language: string) {
      return db
        .selectFrom('help_topics')
        .select(['tag', 'title', 'content', 'sort'])
        .where('merchant_code', '=', merchantCode)
        .where('language', '=', language)
        .orderBy('sort')
        .orderBy('tag')
        .execute();
    },

    async upsertHelpTopic(topic: ContentTables['help_topics']): Promise<void> {
      await db
        .insertInto('help_topics')
        .values(topic)
        .onConflict((conflict) =>
          conflict.columns(['merchant_code', 'tag', 'language']).doUpdateSet({ title: topic.title, content: topic.content, sort: topic.sort }),
        )
        .execute();
    },

    /** The topics a merchant has, as `tag:language`. */
    async helpTopicKeys(merchantCode: string): Promise<Set<string>> {
      const rows = await db.selectFrom('help_topics').select(['tag', 'language']).where('merchant_code', '=', merchantCode).execute();
      return new Set(rows.map((row) => `${row.tag}:${row.language}`));
    },

    async countHelpTopics(merchantCode: string): Promise<number> {
      const row = await db
        .selectFrom('help_topics')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchant_code', '=', merchantCode)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Announcements of the given types shown now on a platform to players and guests (never agents-only ones); popups only with the allowed execution codes. */
    async listAnnouncements(merchantCode: string, filter: { types: readonly AnnouncementType[]; platform: string; executionCodes: readonly AnnouncementExecutionCode[] }) {
      return db
        .selectFrom('content_announcements')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 1)
        .where('type', 'in', [...filter.types])
        .where('audience', 'in', ['all', 'players'])
        .where(sql<boolean>`${filter.platform} = any(platforms)`)
        .where('starts_at', '<=', sql<Date>`now()`)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('execution_code', 'is', null), ...(filter.executionCodes.length > 0 ? [eb('execution_code', 'in', [...filter.executionCodes])] : [])]))
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** A page of the live list announcements (no popups) for agents, newest first, and how many there are. */
    async agentAnnouncementPage(merchantCode: string, page: { offset: number; limit: number }) {
      const live = () =>
        db
          .selectFrom('content_announcements')
          .where('merchant_code', '=', merchantCode)
          .where('status', '=', 1)
          .where('audience', 'in', ['all', 'agents'])
          .where('type', '!=', 'PU')
          .where('starts_at', '<=', sql<Date>`now()`)
          .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
      const [rows, count] = await Promise.all([
        live().select(['id', 'type', 'texts', 'starts_at']).orderBy('starts_at', 'desc').orderBy('sort').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        live().select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    async listBanners(merchantCode: string, groupName: BannerGroupName | undefined) {
      let query = db.selectFrom('content_banners').selectAll().where('merchant_code', '=', merchantCode).where('status', '=', 1);
      if (groupName) query = query.where('group_name', '=', groupName);
      return query.orderBy('group_name').orderBy('sort').orderBy('id').execute();
    },

    async findBanner(merchantCode: string, id: number) {
      return db.selectFrom('content_banners').selectAll().where('merchant_code', '=', merchantCode).where('id', '=', id).executeTakeFirst();
    },

    /** A page of published notices, pinned first, newest first, and how many there are. */
    async noticePage(merchantCode: string, page: { offset: number; limit: number }) {
      const live = () =>
        db.selectFrom('content_notices').where('merchant_code', '=', merchantCode).where('status', '=', 1).where('published_at', '<=', sql<Date>`now()`);
      const [rows, count] = await Promise.all([
        live().selectAll().orderBy('pinned', 'desc').orderBy('published_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        live().select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    /** Promotions that have not ended, in display order. */
    async listPromotions(merchantCode: string, category: PromotionCategory | undefined) {
      let query = db
        .selectFrom('content_promotions')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('status', '=', 1)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
      if (category) query = query.where('category', '=', category);
      return query.orderBy('sort').orderBy('starts_at', 'desc').orderBy('id').execute();
    },

    async findPromotion(merchantCode: string, id: number) {
      return db
        .selectFrom('content_promotions')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', id)
        .where('status', '=', 1)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
        .executeTakeFirst();
    },

    async insertAnnouncement(row: Omit<ContentTables['content_announcements'], 'id' | 'status' | 'starts_at' | 'audience'> & { starts_at?: Date; audience?: AnnouncementAudience }): Promise<number> {
      const inserted = await db.insertInto('content_announcements').values({ ...row, texts: json(row.texts) }).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async insertBanner(row: Omit<ContentTables['content_banners'], 'id' | 'status' | 'updated_at'>): Promise<number> {
      const inserted = await db.insertInto('content_banners').values({ ...row, texts: json(row.texts) }).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async insertNotice(row: Omit<ContentTables['content_notices'], 'id' | 'status'>): Promise<number> {
      const inserted = await db.insertInto('content_notices').values({ ...row, texts: json(row.texts) }).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async insertPromotion(row: Omit<ContentTables['content_promotions'], 'id' | 'status' | 'updated_at'>): Promise<number> {
      const inserted = await db.insertInto('content_promotions').values({ ...row, texts: json(row.texts) }).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** Whether any announcement is for agents only. */
    async hasAgentAnnouncements(merchantCode: string): Promise<boolean> {
      const row = await db.selectFrom('content_announcements').select('id').where('merchant_code', '=', merchantCode).where('audience', '=', 'agents').limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the site content (announcements, banners, notices, promotions) was ever written. */
    async hasSiteContent(merchantCode: string): Promise<boolean> {
      const row = await sql<{ present: boolean }>`
        select exists (select 1 from content_announcements where merchant_code = ${merchantCode})
            or exists (select 1 from content_banners where merchant_code = ${merchantCode})
            or exists (select 1 from content_notices where merchant_code = ${merchantCode})
            or exists (select 1 from content_promotions where merchant_code = ${merchantCode}) as present`.execute(db);
      return row.rows[0]?.present ?? false;
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
