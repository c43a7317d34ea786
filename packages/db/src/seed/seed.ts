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
