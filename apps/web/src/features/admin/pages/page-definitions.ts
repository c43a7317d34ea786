import type { ContentSection } from '@forma/validators';
import { seoDefaults } from '@forma/validators/content-defaults';
import type { ComponentType } from 'react';
import type { FieldSpec } from '../collections/types';
import { metaDescriptionAdvice, siteTitleAdvice, type FieldAdvice } from './seo-advice';

/**
 * The editor slugs of SPEC 2 (/admin/pages/{slug}) plus `projects`, `contact-details` (issue 22
 * item 17) and `seo` (search & sharing, issue 18 item 6).
 */
export const PAGE_SLUGS = [
  'hero',
  'credibility-bar',
  'model',
  'about',
  'how-it-works',
  'vcs',
  'advantage',
  'projects',
  'ai-section',
  'why-us',
  'contact-details',
  'seo',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** One page editor: which block it edits and how the landing page shows it. */
export interface PageEditor {
  slug: PageSlug;
  section: ContentSection;
  label: string;
  /** What the block holds, as the index lists it. */
  description: string;
  /** The section's anchor on `/` ("View on site"). */
  anchor: string;
  /** The real landing section(s) that render the block (the live preview). */
  preview: () => Promise<ComponentType>;
  /** Schema fields the landing page does not show (kept as stored, not in the form). */
  hidden?: readonly string[];
  /** Changes to the fields read from the schema (widget, upload types, hint), by field name. */
  fields?: Readonly<Record<string, Partial<Omit<FieldSpec, 'name'>>>>;
  /** Live counters with advice under fields (replacing their hint), by field name. */
  advice?: Readonly<Record<string, (value: string) => FieldAdvice>>;
  /**
   * Where `preview` renders: 'frame' (default) in a frame of a device's width, as the landing page
   * shows it; 'panel' beside the form at the panel's width (previews that are not a section).
   */
  previewIn?: 'frame' | 'panel';
}

/** Under each social profile field of the contact details. */
const PROFILE_HINT =
  'The full address, starting with https://. Search engines also read the four profiles.';

/**
 * Every editable block of the landing page, in page order (issue 8 item 1). The slugs are the
 * spec's admin routes; `advantage` and `why-us` edit the designers showcase and the closing
 * headings (testimonials and contact), whose texts were fixed before; `seo` ("Search & sharing",
 * issue 18 item 6) the document's title, description and link-preview image, last.
 */
export const PAGE_EDITORS: readonly PageEditor[] = [
  {
    slug: 'hero',
    section: 'hero',
    label: 'Hero',
    description: 'Tagline, title, subtitle, buttons and background media at the top of the page.',
    anchor: '',
    preview: () => import('../../landing/hero/hero').then((m) => m.Hero),
  },
  {
    slug: 'credibility-bar',
    section: 'credibilityBar',
    label: 'Credibility bar',
    description: 'The “Why us?” pill, heading and the three credibility cards.',
    anchor: 'credibility-bar',
    // The colour theme picks each card's icon and colours (SPEC 2.1).
    hidden: ['items.icon', 'items.color', 'items.borderColor', 'items.hoverGlow'],
    preview: () =>
      import('../../landing/sections/credibility-bar/credibility-bar').then(
        (m) => m.CredibilityBar,
      ),
  },
  {
    slug: 'model',
    section: 'platformModel',
    label: 'Platform model',
    description: 'Badge, title, subtitle and the three numbered model cards with their glows.',
    anchor: 'our-platform-model',
    preview: () =>
      import('../../landing/sections/platform-model/platform-model').then((m) => m.PlatformModel),
  },
  {
    slug: 'about',
    section: 'about',
    label: 'About',
    description: 'Badge, title, the two descriptions and the list of services.',
    anchor: 'about',
    preview: () => import('../../landing/sections/about/about').then((m) => m.About),
  },
  {
    slug: 'how-it-works',
    section: 'howItWorks',
    label: 'How it works',
    description: 'Title and subtitle above the six fixed steps.',
    anchor: 'how-it-works',
    preview: () =>
      import('../../landing/sections/how-it-works/how-it-works').then((m) => m.HowItWorks),
  },
  {
    slug: 'vcs',
    section: 'vcs',
    label: 'Partners',
    description: 'Badge, title and subtitle above the client logos.',
    anchor: '',
    preview: () => import('../../landing/sections/partners/partners').then((m) => m.Partners),
  },
  {
    slug: 'advantage',
    section: 'advantage',
    label: 'Designer gallery',
    description: 'Heading of the designers showcase and the texts of its empty state.',
    anchor: 'designers',
    preview: () =>
      import('../../landing/sections/designers/designers-showcase').then(
        (m) => m.DesignersShowcase,
      ),
  },
  {
    slug: 'projects',
    section: 'projects',
    label: 'Projects',
    description: 'Badge, title, subtitle and the projects shown when no designer work exists.',
    anchor: 'projects',
    preview: () =>
      import('../../landing/sections/projects/projects-showcase').then((m) => m.ProjectsShowcase),
  },
  {
    slug: 'ai-section',
    section: 'aiDesignTools',
    label: 'AI section',
    description: 'Badge, title, subtitle, the three cards and the button of the AI section.',
    anchor: 'ai-section',
    preview: () => import('../../landing/sections/ai-section/ai-section').then((m) => m.AiSection),
  },
  {
    slug: 'why-us',
    section: 'whyUs',
    label: 'Testimonials and contact',
    description:
      'Heading of the testimonials and the contact section’s pill, headline and promise.',
    anchor: 'testimonials',
    preview: () => import('./why-us-preview').then((m) => m.WhyUsPreview),
  },
  {
    slug: 'contact-details',
    section: 'contactDetails',
    label: 'Contact details',
    description:
      'Phone, e-mail, office address and the four social profiles of the “Schedule a Call” panel.',
    anchor: 'contact',
    preview: () => import('./contact-details-preview').then((m) => m.ContactDetailsPreview),
    fields: {
      phone: { hint: 'As visitors read it; the call link keeps only its digits and +.' },
      email: { hint: 'Visitors’ mail apps open a message to it.' },
      officeAddress: { widget: 'textarea', wide: true, hint: 'One line per row.' },
      officeMapUrl: {
        wide: true,
        hint: 'Where the address links to. Empty: a map search for the address.',
      },
      xUrl: { wide: true, hint: PROFILE_HINT },
      linkedinUrl: { wide: true, hint: PROFILE_HINT },
      instagramUrl: { wide: true, hint: PROFILE_HINT },
      youtubeUrl: { wide: true, hint: PROFILE_HINT },
    },
  },
  {
    slug: 'seo',
    section: 'seo',
    label: 'Search & sharing',
    description:
      'The title, description and image search engines and social sites show for the landing page.',
    anchor: '',
    preview: () => import('./seo-preview').then((m) => m.SeoPreview),
    previewIn: 'panel',
    fields: {
      siteTitle: { wide: true },
      metaDescription: { widget: 'textarea', wide: true },
      shareImage: {
        accept: 'raster',
        hint: `Link previews show it cropped to 1200 × 630 around its centre. Empty: the built-in image is used (${seoDefaults.shareImage}).`,
      },
      shareImageAlt: {
        wide: true,
        hint: `Describes the image for people who cannot see it (og:image:alt). Empty: “${seoDefaults.shareImageAlt}”.`,
      },
    },
    advice: { siteTitle: siteTitleAdvice, metaDescription: metaDescriptionAdvice },
  },
];

/** The editor of a slug, or undefined for an unknown one. */
export const pageEditor = (slug: string): PageEditor | undefined =>
  PAGE_EDITORS.find((p) => p.slug === slug);

/** The editor that edits a content section (the dashboard links edits to it). */
export const pageEditorOfSection = (section: string): PageEditor | undefined =>
  PAGE_EDITORS.find((p) => p.section === section);
