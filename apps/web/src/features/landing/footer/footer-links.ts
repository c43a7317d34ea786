/** Footer link groups (SPEC 2 "Footer"). Quick links point at section ids; the rest have none. */
export const QUICK_LINKS = [
  { label: 'About Us', id: 'about' },
  { label: 'How It Works', id: 'how-it-works' },
  { label: 'Designer Gallery', id: 'designers' },
  { label: 'Testimonials', id: 'testimonials' },
  { label: 'Contact Us', id: 'contact' },
] as const;

/** The id of the footer's quick links: without JavaScript, the header's menu button leads there. */
export const QUICK_LINKS_ID = 'quick-links';

export const RESOURCE_LINKS = [
  'Blog',
  'Case Studies',
  'Designer Resources',
  'Client Resources',
  'FAQs',
] as const;

export const LEGAL_LINKS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const;
