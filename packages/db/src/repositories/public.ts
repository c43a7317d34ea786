import type { DB } from '../client';
import type { DesignerWork, PublicRecord } from '../schema';
import { scopedRecord, type PreviewScope } from './preview-scope';
import { publicRecord } from './record-drafts';

/** A designer work as the public reads show it (no draft columns). */
export type PublicDesignerWork = PublicRecord<DesignerWork>;

/**
 * Published works of one designer in display order (none when the designer is not published:
 * issue 20 item 1).
 */
export async function worksOfDesigner(db: DB, designerId: number): Promise<PublicDesignerWork[]> {
  const rows = await db
    .selectFrom('designerWorks')
    .innerJoin('designers', 'designers.id', 'designerWorks.designerId')
    .selectAll('designerWorks')
    .where('designerWorks.designerId', '=', designerId)
    .where('designerWorks.publishedAt', 'is not', null)
    .where('designers.publishedAt', 'is not', null)
    .orderBy('designerWorks.orderIndex')
    .orderBy('designerWorks.id')
    .execute();
  return rows.map(publicRecord);
}

/**
 * Published works of every published designer, featured first, then by designer order (the
 * projects showcase). With a `preview` scope (a preview link, issue 20 item 2, issue 39 item 1):
 * the works and designers that preview shows, each work as it shows it (preview-scope.ts).
 */
export async function allDesignerWorks(
  db: DB,
  { preview }: { preview?: PreviewScope } = {},
): Promise<PublicDesignerWork[]> {
  let query = db
    .selectFrom('designerWorks')
    .innerJoin('designers', 'designers.id', 'designerWorks.designerId')
    .selectAll('designerWorks')
    .select('designers.publishedAt as designerPublishedAt');
  if (!preview)
    query = query
      .where('designerWorks.publishedAt', 'is not', null)
      .where('designers.publishedAt', 'is not', null);
  const rows = await query
    .orderBy('designerWorks.featured', 'desc')
    .orderBy('designers.orderIndex')
    .orderBy('designerWorks.orderIndex')
    .orderBy('designerWorks.id')
    .execute();
  return rows.flatMap(({ designerPublishedAt, ...work }) => {
    if (!preview) return [publicRecord(work)];
    const designer = { id: work.designerId, publishedAt: designerPublishedAt };
    if (!scopedRecord(preview, 'designers', designer)) return [];
    const shown = scopedRecord(preview, 'designerWorks', work);
    return shown ? [shown] : [];
  });
}

/** Row counts for the admin dashboard. */
export async function dashboardCounts(db: DB) {
  const count = (
    table: 'designers' | 'designerWorks' | 'testimonials' | 'clients' | 'users' | 'patterns',
  ) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const unread = db
    .selectFrom('contactSubmissions')
    .select((eb) => [
      // Spam is stored, not worked: it counts neither in the total nor as unread (issue 11
      // item 5, issue 22 item 10).
      eb.fn.count<string>('id').filterWhere('status', '!=', 'spam').as('total'),
      eb.fn
        .count<string>('id')
        .filterWhere((w) => w.and([w('isRead', '=', false), w('status', '!=', 'spam')]))
        .as('unread'),
    ])
    .executeTakeFirstOrThrow();
  const [designers, designerWorks, testimonials, clients, users, patterns, contact] =
    await Promise.all([
      count('designers'),
      count('designerWorks'),
      count('testimonials'),
      count('clients'),
      count('users'),
      count('patterns'),
      unread,
    ]);
  return {
    designers,
    designerWorks,
    testimonials,
    clients,
    users,
    patterns,
    contactSubmissions: Number(contact.total),
    unreadContactSubmissions: Number(contact.unread),
  };
}
