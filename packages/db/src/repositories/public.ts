import type { DB } from '../client';
import type { DesignerWork } from '../schema';

/** Works of one designer in display order. */
export async function worksOfDesigner(db: DB, designerId: number): Promise<DesignerWork[]> {
  return db
    .selectFrom('designerWorks')
    .selectAll()
    .where('designerId', '=', designerId)
    .orderBy('orderIndex')
    .orderBy('id')
    .execute();
}

/** Works of every designer, featured first, then by designer order (the projects showcase). */
export async function allDesignerWorks(db: DB): Promise<DesignerWork[]> {
  return db
    .selectFrom('designerWorks')
    .innerJoin('designers', 'designers.id', 'designerWorks.designerId')
    .selectAll('designerWorks')
    .orderBy('designerWorks.featured', 'desc')
    .orderBy('designers.orderIndex')
    .orderBy('designerWorks.orderIndex')
    .orderBy('designerWorks.id')
    .execute();
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
