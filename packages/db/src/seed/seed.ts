import { CONTENT_DEFAULTS, CONTENT_SECTIONS, type SettingKey } from '@forma/validators';
import type { DB } from '../client';
import { demoClients } from './clients';
import { demoDesigners } from './designers';
import { demoTestimonials } from './testimonials';

/**
 * Settings written by the demo seed. `selectedContactFormDesign` is left out on purpose so the
 * default contact form shows.
 */
export const DEMO_SETTINGS: Partial<Record<SettingKey, string>> = {
  selectedProjectsStyle: 'shader',
  projectsSectionEnabled: 'true',
  selectedAiDesignStyle: '0',
  aiSectionEnabled: 'true',
};

/** True when no designer, content block or setting exists yet (a fresh install). */
export async function isDatabaseEmpty(db: DB): Promise<boolean> {
  const [designer, content, setting] = await Promise.all([
    db.selectFrom('designers').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('siteContent').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('settings').select('id').limit(1).executeTakeFirst(),
  ]);
  return !designer && !content && !setting;
}

/**
 * Writes the demo content in one transaction: designers with their works, testimonials, clients,
 * every content block (the built-in defaults) and the known settings. Call it on an empty
 * database (see `isDatabaseEmpty`); existing content blocks and settings are left as they are.
 */
export async function seedDemoContent(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { slug: _slug, works, ...designer } of demoDesigners) {
      const { id } = await trx
        .insertInto('designers')
        .values(designer)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('designerWorks')
        .values(works.map((work) => ({ ...work, designerId: id })))
        .execute();
    }
    await trx.insertInto('testimonials').values(demoTestimonials).execute();
    await trx
      .insertInto('clients')
      .values(demoClients.map(({ slug: _slug, ...client }) => client))
      .execute();
    await trx
      .insertInto('siteContent')
      .values(
        CONTENT_SECTIONS.map((section) => ({
          section,
          content: JSON.stringify(CONTENT_DEFAULTS[section]),
        })),
      )
      .onConflict((oc) => oc.column('section').doNothing())
      .execute();
    await trx
      .insertInto('settings')
      .values(Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: value! })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
}

/** How much of the demo seed is in the database: per collection, demo rows present of all. */
export interface DemoContentState {
  designers: { present: number; total: number };
  testimonials: { present: number; total: number };
  clients: { present: number; total: number };
  /** True when every demo designer, testimonial and client is present. */
  complete: boolean;
  /** True when none is present (deleted, or never seeded: SEED_DEMO=0). */
  absent: boolean;
}

/**
 * Which demo designers, testimonials and clients (matched by name) are present (Database tools,
 * issue 8 item 9). Read only; throws on database errors.
 */
export async function demoContentState(db: DB): Promise<DemoContentState> {
  const count = async (table: 'designers' | 'testimonials' | 'clients', names: string[]) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.count<string>('name').distinct().as('n'))
      .where('name', 'in', names)
      .executeTakeFirstOrThrow();
    return { present: Number(row.n), total: names.length };
  };
  const [designers, testimonials, clients] = await Promise.all([
    count(
      'designers',
      demoDesigners.map((d) => d.name),
    ),
    count(
      'testimonials',
      demoTestimonials.map((t) => t.name),
    ),
    count(
      'clients',
      demoClients.map((c) => c.name),
    ),
  ]);
  const all = [designers, testimonials, clients];
  return {
    designers,
    testimonials,
    clients,
    complete: all.every((c) => c.present === c.total),
    absent: all.every((c) => c.present === 0),
  };
}
