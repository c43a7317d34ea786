import type { ContentSection } from '@forma/validators';
import type { ComponentType } from 'react';

/** The editor slugs of SPEC 2 (/admin/pages/{slug}) plus `projects`. */
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
}

/**
 * Every editable block of the landing page, in page order (issue 8 item 1). The slugs are the
 * spec's admin routes; `advantage` and `why-us` edit the designers showcase and the closing
 * headings (testimonials and contact), whose texts were fixed before.
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
];

/** The editor of a slug, or undefined for an unknown one. */
export const pageEditor = (slug: string): PageEditor | undefined =>
  PAGE_EDITORS.find((p) => p.slug === slug);

/** The editor that edits a content section (the dashboard links edits to it). */
export const pageEditorOfSection = (section: string): PageEditor | undefined =>
  PAGE_EDITORS.find((p) => p.section === section);
