import './zod-config';
import { z } from 'zod';
import { baseRevision } from './revisions';
import { invalidTextMessage, isValidText, LIMITS, optionalText, urlOrPath } from './common';

/**
 * Content blocks of SPEC section 3: one schema per section. Every field is optional: present
 * fields override the built-in defaults of `CONTENT_DEFAULTS` (see ./content-defaults.ts).
 */
/** The field's label travels as its description: the admin page editor builds its form from it. */
const text = (label: string, max: number = LIMITS.medium) =>
  optionalText(label, max).optional().describe(label);
const link = (label: string) => urlOrPath(label).optional().describe(label);

export const COLOR_THEMES = ['purple', 'blue', 'cyan'] as const;

export const heroContent = z.object({
  tagline: text('Tagline'),
  /** HTML; sanitized before it is stored and again before it is rendered. */
  title: text('Title', LIMITS.html),
  subtitle: text('Subtitle', 1000),
  primaryCta: text('Primary CTA', 60),
  primaryCtaLink: link('Primary CTA link'),
  secondaryCta: text('Secondary CTA', 60),
  secondaryCtaLink: link('Secondary CTA link'),
  backgroundVideo: link('Background video'),
  backgroundImage: link('Background image'),
});

export const credibilityItem = z.object({
  title: text('Card title', LIMITS.short),
  description: text('Card description', 1000),
  icon: text('Icon', 60),
  colorTheme: z.enum(COLOR_THEMES).optional().describe('Colour theme'),
  color: text('Colour', 60),
  borderColor: text('Border colour', 60),
  hoverGlow: text('Hover glow', 60),
});

export const credibilityBarContent = z.object({
  pillText: text('Pill text', 60),
  heading: text('Heading'),
  items: z.array(credibilityItem).max(6, 'At most 6 cards').optional().describe('Cards'),
});

export const aboutContent = z.object({
  badgeText: text('Badge', 60),
  title: text('Title'),
  description: text('Description', 2000),
  description2: text('Second description', 2000),
  services: z
    .array(z.object({ name: optionalText('Service', 80).describe('Service') }))
    .max(20, 'At most 20 services')
    .optional()
    .describe('Services'),
});

export const platformModelContent = z.object({
  badge: text('Badge', 60),
  title: text('Title'),
  subtitle: text('Subtitle', 1000),
  feature1Title: text('Feature 1 title'),
  feature2Title: text('Feature 2 title'),
  feature3Title: text('Feature 3 title'),
  feature1Description: text('Feature 1 description', 1000),
  feature2Description: text('Feature 2 description', 1000),
  feature3Description: text('Feature 3 description', 1000),
  glowGradientFrom: text('Glow 1 from', 40),
  glowGradientTo: text('Glow 1 to', 40),
  glowGradientFrom2: text('Glow 2 from', 40),
  glowGradientTo2: text('Glow 2 to', 40),
  glowGradientFrom3: text('Glow 3 from', 40),
  glowGradientTo3: text('Glow 3 to', 40),
});

export const vcsContent = z.object({
  badge: text('Badge', 60),
  title: text('Title'),
  subtitle: text('Subtitle', 1000),
});

export const howItWorksContent = z.object({
  title: text('Title'),
  subtitle: text('Subtitle', 1000),
});

export const aiDesignToolsContent = z.object({
  badgeText: text('Badge', 60),
  title: text('Title'),
  subtitle: text('Subtitle', 1000),
  card1Title: text('Card 1 title'),
  card2Title: text('Card 2 title'),
  card3Title: text('Card 3 title'),
  card1Description: text('Card 1 description', 1000),
  card2Description: text('Card 2 description', 1000),
  card3Description: text('Card 3 description', 1000),
  ctaButtonText: text('CTA button', 60),
});

export const contentProject = z.object({
  id: z
    .union([z.number(), z.string()], { error: 'Id must be a number or a text' })
    .refine((v) => typeof v === 'number' || isValidText(v), {
      message: invalidTextMessage('Id'),
      abort: true,
    })
    .refine((v) => typeof v === 'number' || v.length <= 60, 'Id must be at most 60 characters')
    .describe('Id'),
  imageUrl: urlOrPath('Image URL').describe('Image URL'),
  title: optionalText('Title', LIMITS.short).describe('Title'),
  description: optionalText('Description', 1000).describe('Description'),
  category: optionalText('Category', 60).describe('Category'),
});

export const projectsContent = z.object({
  badgeText: text('Badge', 60),
  title: text('Title'),
  subtitle: text('Subtitle', 1000),
  projects: z.array(contentProject).max(40, 'At most 40 projects').optional().describe('Projects'),
});

/**
 * The designers showcase's texts (admin route /admin/pages/advantage): the heading above the
 * gallery and the texts of its empty state.
 */
export const advantageContent = z.object({
  badge: text('Badge', 60),
  title: text('Title'),
  subtitle: text('Subtitle', 1000),
  emptyTitle: text('Empty gallery title'),
  emptyText: text('Empty gallery text', 1000),
});

/**
 * The closing sections' headings (admin route /admin/pages/why-us): the testimonials heading and
 * the contact section's pill, headline and reply promise.
 */
export const whyUsContent = z.object({
  testimonialsBadge: text('Testimonials badge', 60),
  testimonialsTitle: text('Testimonials title'),
  contactPill: text('Contact pill', 60),
  contactHeadline: text('Contact headline'),
  contactPromise: text('Contact promise', 1000),
});

/**
 * Search & sharing (issue 18 item 6, admin route /admin/pages/seo): the landing document's title,
 * meta description and link-preview image (an upload or a built-in asset; the server derives a
 * 1200x630 crop for Open Graph and Twitter cards) with its alt text.
 */
export const seoContent = z.object({
  siteTitle: text('Site title', 70),
  metaDescription: text('Meta description', 300),
  shareImage: link('Share image'),
  shareImageAlt: text('Share image alt text', LIMITS.short),
});

/** An https or http profile address (no path or anchor: it leaves the site). */
const profileUrl = (label: string) =>
  urlOrPath(label)
    .refine((v) => v === '' || /^https?:\/\//i.test(v), `${label} must start with https://`)
    .optional()
    .describe(label);

/** Characters a phone number may hold as shown: digits, spaces, + - . ( ). */
const PHONE = /^\+?[\d\s().-]*$/;

/**
 * The contact panel's details (SPEC 2 section 9; issue 22 item 17, admin route
 * /admin/pages/contact-details): phone, e-mail, the office's address (a line per row) and its map
 * link, and the four social profiles (X, LinkedIn, Instagram, YouTube; also the JSON-LD `sameAs`
 * of the landing document). An empty field shows the built-in value.
 */
export const contactDetailsContent = z.object({
  phone: optionalText('Phone', 40)
    .refine((v) => PHONE.test(v) && (v === '' || /\d/.test(v)), {
      message: 'Phone may hold digits, spaces, +, -, . and parentheses',
    })
    .optional()
    .describe('Phone'),
  email: optionalText('Email', LIMITS.short)
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: 'Email must be an e-mail address',
    })
    .optional()
    .describe('Email'),
  officeAddress: text('Office address', 300),
  officeMapUrl: profileUrl('Office map link'),
  xUrl: profileUrl('X profile'),
  linkedinUrl: profileUrl('LinkedIn profile'),
  instagramUrl: profileUrl('Instagram profile'),
  youtubeUrl: profileUrl('YouTube profile'),
});

/** Section name -> schema of its content object. The keys are the spec's section names. */
export const contentSchemas = {
  hero: heroContent,
  credibilityBar: credibilityBarContent,
  about: aboutContent,
  platformModel: platformModelContent,
  vcs: vcsContent,
  howItWorks: howItWorksContent,
  aiDesignTools: aiDesignToolsContent,
  projects: projectsContent,
  advantage: advantageContent,
  whyUs: whyUsContent,
  contactDetails: contactDetailsContent,
  seo: seoContent,
} as const;

export type ContentSection = keyof typeof contentSchemas;
export const CONTENT_SECTIONS = Object.keys(contentSchemas) as ContentSection[];
export const contentSection = z.enum(CONTENT_SECTIONS as [ContentSection, ...ContentSection[]], {
  error: 'Unknown content section',
});
export type ContentOf<S extends ContentSection> = z.infer<(typeof contentSchemas)[S]>;
export type HeroContent = ContentOf<'hero'>;
export type CredibilityBarContent = ContentOf<'credibilityBar'>;
export type AboutContent = ContentOf<'about'>;
export type PlatformModelContent = ContentOf<'platformModel'>;
export type VcsContent = ContentOf<'vcs'>;
export type HowItWorksContent = ContentOf<'howItWorks'>;
export type AiDesignToolsContent = ContentOf<'aiDesignTools'>;
export type ProjectsContent = ContentOf<'projects'>;
export type AdvantageContent = ContentOf<'advantage'>;
export type WhyUsContent = ContentOf<'whyUs'>;
export type ContactDetailsContent = ContentOf<'contactDetails'>;
export type SeoContent = ContentOf<'seo'>;
export type ContentProject = z.infer<typeof contentProject>;

/**
 * Admin write of a content block: `{ section, content, revision? }`, content validated by its
 * section; `revision` the one the editor loaded (issue 41: a stale one is refused).
 */
export const contentUpdateInput = z
  .object({
    section: contentSection,
    revision: baseRevision,
    content: z
      .unknown()
      .describe(
        "The block's fields, as its section's editor and GET /api/content/{section} show them",
      ),
  })
  .transform((v, ctx) => {
    const parsed = contentSchemas[v.section].safeParse(v.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, path: ['content', ...issue.path] } as never);
      return z.NEVER;
    }
    return {
      section: v.section,
      content: parsed.data as Record<string, unknown>,
      revision: v.revision,
    };
  });
