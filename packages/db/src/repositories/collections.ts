import type {
  Client,
  ContactSubmission,
  Designer,
  DesignerWork,
  Pattern,
  Testimonial,
  User,
} from '../schema';
import { crudRepository } from './crud';

/** One repository per admin collection, all from the generic `crudRepository`. */
export const designers = crudRepository<'designers', Designer>({
  table: 'designers',
  orderBy: [
    { column: 'orderIndex', direction: 'asc' },
    { column: 'createdAt', direction: 'asc' },
  ],
  searchable: ['name', 'title', 'availability'],
});

export const designerWorks = crudRepository<'designerWorks', DesignerWork>({
  table: 'designerWorks',
  orderBy: [
    { column: 'designerId', direction: 'asc' },
    { column: 'orderIndex', direction: 'asc' },
  ],
  searchable: ['title', 'category', 'description'],
});

export const testimonials = crudRepository<'testimonials', Testimonial>({
  table: 'testimonials',
  orderBy: [
    { column: 'featured', direction: 'desc' },
    { column: 'createdAt', direction: 'asc' },
  ],
  searchable: ['name', 'company', 'quote'],
});

export const clients = crudRepository<'clients', Client>({
  table: 'clients',
  orderBy: [
    { column: 'featured', direction: 'desc' },
    { column: 'createdAt', direction: 'asc' },
  ],
  searchable: ['name'],
});

export const patterns = crudRepository<'patterns', Pattern>({
  table: 'patterns',
  orderBy: [{ column: 'createdAt', direction: 'desc' }],
  searchable: ['name', 'category', 'description'],
  json: ['cssProperties'],
  touchUpdatedAt: true,
});

export const contactSubmissions = crudRepository<'contactSubmissions', ContactSubmission>({
  table: 'contactSubmissions',
  orderBy: [{ column: 'createdAt', direction: 'desc' }],
  searchable: ['name', 'email', 'company', 'message'],
});

/** Users as the admin console sees them: never the password hash. */
export const users = crudRepository<'users', Omit<User, 'password'>>({
  table: 'users',
  orderBy: [{ column: 'createdAt', direction: 'asc' }],
  searchable: ['username'],
  hidden: ['password'],
});
