import type { DB } from '../client';

/** True when no designer, content block or setting exists yet (a fresh install). */
export async function isDatabaseEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('siteContent').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Writes the demo content (TODO(seed helper): fill). */
export async function seedDemoContent(_db: DB): Promise<void> {}
