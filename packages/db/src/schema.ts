import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Database types, mirroring the migrations in ./migrations (camelCase through CamelCasePlugin).
 * Change a migration, change this file in the same commit.
 */
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  isAdmin: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: string;
  userId: number | null;
  data: Json;
  expiresAt: Date;
}

export interface DesignersTable {
  id: Generated<number>;
  name: string;
  title: string;
  bio: Generated<string>;
  imageUrl: Generated<string>;
  portfolioUrl: Generated<string>;
  skills: Generated<string[]>;
  availability: Generated<string>;
  isAvailable: Generated<boolean>;
  featured: Generated<boolean>;
  orderIndex: Generated<number>;
  createdAt: CreatedAt;
}

export interface DesignerWorksTable {
  id: Generated<number>;
  designerId: number;
  title: string;
  description: Generated<string>;
  mediaUrl: string;
  category: Generated<string>;
  isVideo: Generated<boolean>;
  orientation: Generated<'portrait' | 'landscape'>;
  maxHeight: number | null;
  maxWidth: number | null;
  fitMode: Generated<string>;
  projectUrl: Generated<string>;
  featured: Generated<boolean>;
  orderIndex: Generated<number>;
  createdAt: CreatedAt;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  role: Generated<string>;
  company: Generated<string>;
  quote: string;
  imageUrl: Generated<string>;
  rating: Generated<number>;
  featured: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  logoUrl: Generated<string>;
  featured: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface SiteContentTable {
  id: Generated<number>;
  section: string;
  content: Json;
  updatedAt: UpdatedAt;
}

export interface ContentHistoryTable {
  id: Generated<number>;
  siteContentId: number;
  section: string;
  content: Json;
  createdAt: CreatedAt;
  userId: number | null;
}

export interface PatternsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  pngUrl: Generated<string>;
  svgUrl: Generated<string>;
  svgContent: Generated<string>;
  cssProperties: ColumnType<Record<string, string | number>, string | undefined, string>;
  category: Generated<string>;
  isVectorized: Generated<boolean>;
  status: Generated<string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ContactSubmissionsTable {
  id: Generated<number>;
  name: string;
  email: string;
  company: string;
  inquiryType: string;
  message: string;
  createdAt: CreatedAt;
  isRead: Generated<boolean>;
}

export interface SettingsTable {
  id: Generated<number>;
  key: string;
  value: string;
  updatedAt: UpdatedAt;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  resetAt: Date;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  designers: DesignersTable;
  designerWorks: DesignerWorksTable;
  testimonials: TestimonialsTable;
  clients: ClientsTable;
  siteContent: SiteContentTable;
  contentHistory: ContentHistoryTable;
  patterns: PatternsTable;
  contactSubmissions: ContactSubmissionsTable;
  settings: SettingsTable;
  rateLimits: RateLimitsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Designer = Selectable<DesignersTable>;
export type DesignerWork = Selectable<DesignerWorksTable>;
export type Testimonial = Selectable<TestimonialsTable>;
export type Client = Selectable<ClientsTable>;
export type SiteContent = Selectable<SiteContentTable>;
export type ContentHistory = Selectable<ContentHistoryTable>;
export type Pattern = Selectable<PatternsTable>;
export type ContactSubmission = Selectable<ContactSubmissionsTable>;
export type Setting = Selectable<SettingsTable>;
export type DesignerUpdateRow = Updateable<DesignersTable>;
