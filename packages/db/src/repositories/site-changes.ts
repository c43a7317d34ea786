import type { DB } from '../client';

/**
 * Audit-log entities (packages/api audit.ts: the procedure path's collection) whose writes change
 * what the public pages show. Designers, works, testimonials and clients have no `updated_at`, so
 * their edits and deletions are dated by the admin write's audit row.
 */
const PUBLIC_AUDIT_ENTITIES = [
  'designers',
  'designerWorks',
  'testimonials',
  'clients',
  'content',
  'settings',
] as const;

/**
 * When the public content last changed (sitemap `<lastmod>`, issue 18 item 5): the latest of
 * `site_content.updated_at`, `settings.updated_at`, the `published_at` of designers, designer works,
 * testimonials and clients, and the time of the latest admin write (audit log) to one of those
 * collections, content blocks or settings, or of a snapshot restore, so edits and deletions count
 * too (as long as their audit rows are kept), and of the latest release published. Null for an
 * empty database. Throws on database errors.
 */
export async function latestPublicChange(db: DB): Promise<Date | null> {
  const changes = db
    .selectFrom('siteContent')
    .select((eb) => eb.fn.max<Date | null>('updatedAt').as('at'))
    .unionAll(
      db.selectFrom('settings').select((eb) => eb.fn.max<Date | null>('updatedAt').as('at')),
    )
    .unionAll(
      db.selectFrom('designers').select((eb) => eb.fn.max<Date | null>('publishedAt').as('at')),
    )
    .unionAll(
      db.selectFrom('designerWorks').select((eb) => eb.fn.max<Date | null>('publishedAt').as('at')),
    )
    .unionAll(
      db.selectFrom('testimonials').select((eb) => eb.fn.max<Date | null>('publishedAt').as('at')),
    )
    .unionAll(
      db.selectFrom('clients').select((eb) => eb.fn.max<Date | null>('publishedAt').as('at')),
    )
    // A release publishes drafts with no admin write to their collection (issue 20 item 3).
    .unionAll(
      db.selectFrom('releases').select((eb) => eb.fn.max<Date | null>('publishedAt').as('at')),
    )
    .unionAll(
      db
        .selectFrom('auditLog')
        .select((eb) => eb.fn.max<Date | null>('createdAt').as('at'))
        .where((eb) =>
          eb.or([
            eb('entity', 'in', PUBLIC_AUDIT_ENTITIES),
            eb('action', '=', 'snapshots.restore'),
          ]),
        ),
    );
  const row = await db
    .selectFrom(changes.as('c'))
    .select((eb) => eb.fn.max<Date | null>('c.at').as('at'))
    .executeTakeFirst();
  const at = row?.at ?? null;
  return at === null ? null : new Date(at);
}
