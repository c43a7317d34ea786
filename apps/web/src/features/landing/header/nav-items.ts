/** One header link (SPEC 2 "Header"): its section id, the id its mobile variant scrolls to. */
export interface NavItem {
  label: string;
  id: string;
  mobileId: string;
  /** Tailwind classes that hide the desktop link below a breakpoint. */
  desktopClass?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Why Us', id: 'credibility-bar', mobileId: 'credibility-bar-mobile' },
  { label: 'Our Model', id: 'our-platform-model', mobileId: 'our-platform-model' },
  { label: 'Expertise', id: 'about', mobileId: 'about' },
  { label: 'How it Works', id: 'how-it-works', mobileId: 'how-it-works' },
  {
    label: 'Our Projects',
    id: 'projects',
    mobileId: 'projects-mobile',
    desktopClass: 'hidden lg:inline-flex',
  },
  { label: 'AI', id: 'ai-section', mobileId: 'ai-section' },
  {
    label: 'Reviews',
    id: 'testimonials',
    mobileId: 'testimonials-mobile',
    desktopClass: 'hidden xl:inline-flex',
  },
];

/** Sections with a dark background (SPEC 4): the header switches to its dark theme over them. */
export const DARK_SECTION_IDS = [
  'about',
  'our-platform-model',
  'how-it-works',
  'designers',
  'ai-section',
  'testimonials',
] as const;
