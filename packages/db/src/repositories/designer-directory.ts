import { sql } from 'kysely';
import type { DB } from '../client';
import type { Designer, PublicRecord } from '../schema';
import { worksOfDesigner, type PublicDesignerWork } from './public';

/** A designer as the public pages show it (no draft columns). */
export type PublicDesigner = PublicRecord<Designer>;

/** Filters of the public designer directory (issue 19 item 5), already validated. */
export interface DirectoryFilter {
  /** Words to search for (Postgres full-text search of `designers.search`, name prefix too). */
  q?: string | undefined;
  /** Only designers with this skill (exact, case-insensitive). */
  skill?: string | undefined;
  /** Only designers marked available. */
  available?: boolean | undefined;
  /** Page size, rows. */
  limit: number;
  /** Rows to skip. */
  offset: number;
}

/** One page of the directory: its designers and how many match in all. */
export interface DirectoryPage {
  items: PublicDesigner[];
  total: number;
}

/** A skill and how many designers list it. */
export interface SkillCount {
  skill: string;
  count: number;
}

/**
 * The designer columns the public pages read (the trigger-kept `search` vector and the draft
 * columns left out).
 */
const DESIGNER_COLUMNS = [
  'd.id',
  'd.name',
  'd.title',
  'd.slug',
  'd.bio',
  'd.imageUrl',
  'd.portfolioUrl',
  'd.skills',
  'd.availability',
  'd.isAvailable',
  'd.featured',
  'd.orderIndex',
  'd.createdAt',
] as const;

/**
 * One page of the public designer directory: designers matching `filter`, the best match first
 * when there are words (`ts_rank` of `websearch_to_tsquery('english', q)` against the weighted
 * vector of skills, title, bio and works; a name that starts with the words matches too), then
 * featured first, then the admins' order. Returns the page and the total number of matches.
 */
export async function designerDirectory(db: DB, filter: DirectoryFilter): Promise<DirectoryPage> {
  const q = filter.q?.trim() ?? '';
  const tsquery = sql`websearch_to_tsquery('english', ${q})`;
  let query = db
    .selectFrom('designers as d')
    .select([...DESIGNER_COLUMNS])
    .where('d.publishedAt', 'is not', null);
  if (q)
    query = query.where((eb) =>
      eb.or([
        eb(sql`d.search`, '@@', tsquery),
        eb('d.name', 'ilike', `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ]),
    );
  if (filter.skill)
    query = query.where(
      sql<boolean>`exists (select 1 from unnest(d.skills) s where lower(s) = lower(${filter.skill}))`,
    );
  if (filter.available) query = query.where('d.isAvailable', '=', true);
  const counted = query.select(sql<string>`count(*) over ()`.as('matches'));
  const ordered = (q ? counted.orderBy(sql`ts_rank(d.search, ${tsquery})`, 'desc') : counted)
    .orderBy('d.featured', 'desc')
    .orderBy('d.orderIndex')
    .orderBy('d.id');
  const rows = await ordered.limit(filter.limit).offset(filter.offset).execute();
  if (rows.length === 0 && filter.offset > 0) {
    // Past the end: the total still says how many there are.
    const total = await designerDirectory(db, { ...filter, limit: 1, offset: 0 });
    return { items: [], total: total.total };
  }
  return {
    items: rows.map(({ matches: _matches, ...designer }) => designer),
    total: rows.length ? Number(rows[0]!.matches) : 0,
  };
}

/** Every skill designers list, the most common first (ties by name), at most `limit`. */
export async function directorySkills(db: DB, limit = 60): Promise<SkillCount[]> {
  const rows = await sql<{ skill: string; count: string }>`
    select min(s) as skill, count(*) as count
    from designers d, unnest(d.skills) s
    where d.published_at is not null
    group by lower(s)
    order by count(*) desc, lower(s)
    limit ${limit}`.execute(db);
  return rows.rows.map((row) => ({ skill: row.skill, count: Number(row.count) }));
}

/** A designer's profile: the designer of `slug` and its works in order; undefined when none. */
export async function designerProfile(
  db: DB,
  slug: string,
): Promise<{ designer: PublicDesigner; works: PublicDesignerWork[] } | undefined> {
  const designer = await db
    .selectFrom('designers as d')
    .select([...DESIGNER_COLUMNS])
    .where('d.slug', '=', slug)
    .where('d.publishedAt', 'is not', null)
    .executeTakeFirst();
  if (!designer) return undefined;
  return { designer, works: await worksOfDesigner(db, designer.id) };
}

/** Every designer's slug, featured first, then in the admins' order (the sitemap). */
export async function designerSlugs(db: DB): Promise<string[]> {
  const rows = await db
    .selectFrom('designers')
    .select('slug')
    .where('publishedAt', 'is not', null)
    .orderBy('featured', 'desc')
    .orderBy('orderIndex')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.slug);
}
