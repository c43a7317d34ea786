import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { sql, type SqlBool } from 'kysely';
import type {
  Client,
  ContactSubmission,
  Designer,
  DesignerWork,
  Pattern,
  Testimonial,
  Upload,
  User,
} from '../schema';
import { crudRepository } from './crud';
import { uploadUsesCount } from './upload-usage';
import { recordDrafts } from './record-drafts';

/**
 * One repository per admin collection, all from the generic `crudRepository`; search, sort and
 * filter whitelists come from `COLLECTION_LISTS` (@forma/validators).
 */
export const designers = crudRepository<'designers', Designer>({
  table: 'designers',
  list: COLLECTION_LISTS.designers,
  // Trigger-maintained full-text vector (issue 11 item 2): never part of a designer row.
  hidden: ['search'],
  drafts: true,
});

export const designerWorks = crudRepository<'designerWorks', DesignerWork>({
  table: 'designerWorks',
  list: COLLECTION_LISTS.designerWorks,
  reorderScope: 'designerId',
  drafts: true,
});

export const testimonials = crudRepository<'testimonials', Testimonial>({
  table: 'testimonials',
  list: COLLECTION_LISTS.testimonials,
  drafts: true,
});

export const clients = crudRepository<'clients', Client>({
  table: 'clients',
  list: COLLECTION_LISTS.clients,
  drafts: true,
});

export const patterns = crudRepository<'patterns', Pattern>({
  table: 'patterns',
  list: COLLECTION_LISTS.patterns,
  json: ['cssProperties'],
  touchUpdatedAt: true,
});

export const contactSubmissions = crudRepository<'contactSubmissions', ContactSubmission>({
  table: 'contactSubmissions',
  list: COLLECTION_LISTS.contactSubmissions,
});

/** Users as the admin console sees them: never the password hash. */
export const users = crudRepository<'users', Omit<User, 'password'>>({
  table: 'users',
  list: COLLECTION_LISTS.users,
  hidden: ['password'],
});

/**
 * The media library (issue 19 item 2): uploaded and built-in files, each with `uses`, the number
 * of places that use it (issue 44 item 4), filterable by `inUse`; the job's queue columns left
 * out.
 */
export const media = crudRepository<
  'uploads',
  Omit<Upload, 'attempts' | 'lockedAt'> & { uses: number }
>({
  table: 'uploads',
  list: COLLECTION_LISTS.media,
  hidden: ['attempts', 'lockedAt'],
  json: ['variants'],
  computed: { uses: uploadUsesCount },
  filterConditions: {
    inUse: (db, value) => sql<SqlBool>`(${uploadUsesCount(db)} > 0) = ${value === true}`,
  },
});

/** Draft and publish of the records the site shows (issue 20 item 1), by collection. */
export const drafts = {
  designers: recordDrafts<Designer>({ table: 'designers', hidden: ['search'] }),
  designerWorks: recordDrafts<DesignerWork>({ table: 'designerWorks' }),
  testimonials: recordDrafts<Testimonial>({ table: 'testimonials' }),
  clients: recordDrafts<Client>({ table: 'clients' }),
};
