import type {
  AboutContent,
  AdvantageContent,
  AiDesignToolsContent,
  ContactDetailsContent,
  ContentSection,
  CredibilityBarContent,
  HeroContent,
  HowItWorksContent,
  PlatformModelContent,
  ProjectsContent,
  VcsContent,
  SeoContent,
  WhyUsContent,
} from './content';

/** The product's name as shown in the hero tagline ('Premium {product} Network'). */
export const PRODUCT_NAME = 'Forma';

/**
 * Built-in texts of every content block (SPEC 2-3). The landing page shows these while loading,
 * on failure and for every field a stored block leaves out; the demo seed writes them too.
 */
export const heroDefaults = {
  tagline: `Premium ${PRODUCT_NAME} Network`,
  title: 'Connect with elite design talent',
  subtitle:
    'We match innovative startups and VC-backed companies with world-class designers for transformative projects. Access 500+ vetted creative professionals.',
  primaryCta: 'See Our Work',
  primaryCtaLink: '#projects',
  secondaryCta: 'How It Works',
  secondaryCtaLink: '#how-it-works',
  backgroundVideo: '/assets/hero/intro-drone.mp4',
  backgroundImage: '/assets/hero/hero-still.webp',
} satisfies Required<HeroContent>;

export const credibilityBarDefaults = {
  pillText: 'Why us?',
  heading: 'Trusted by VC-Backed Startups',
  items: [
    {
      title: 'Backed by Top VCs',
      description:
        'Portfolio companies of leading venture firms rely on our network to ship their most important design work.',
      icon: 'trending-up',
      colorTheme: 'purple',
    },
    {
      title: 'Global Network',
      description:
        'Designers across 40+ countries and every time zone, so your team keeps momentum around the clock.',
      icon: 'globe',
      colorTheme: 'blue',
    },
    {
      title: 'Award Winning UX',
      description:
        'Our talent has earned Awwwards, Red Dot and Apple Design Award recognition for product work.',
      icon: 'award',
      colorTheme: 'cyan',
    },
  ],
} satisfies CredibilityBarContent;

export const aboutDefaults = {
  badgeText: 'Our Expertise',
  title: 'Design talent for every stage of your product',
  description:
    'From the first prototype to a global design system, our designers embed with your team and deliver work that moves metrics, not just pixels.',
  description2:
    'Every designer in the network passes a portfolio review, a live design challenge and reference checks, so you only meet people who have shipped at your level.',
  services: [
    { name: 'Product Design' },
    { name: 'UX/UI Design' },
    { name: 'Brand Identity' },
    { name: 'Design Systems' },
    { name: 'Motion Design' },
    { name: 'Interaction Design' },
  ],
} satisfies AboutContent;

export const platformModelDefaults = {
  badge: 'Our Model',
  title: 'A platform built for how startups work',
  subtitle: 'Senior design capacity when you need it, without the hiring cycle.',
  feature1Title: 'On-demand access',
  feature1Description:
    'Tap into 500+ vetted designers the moment a project starts. No recruiting pipeline, no waiting.',
  feature2Title: 'Flexible engagement',
  feature2Description:
    'Scale from a two-week sprint to a long-term embedded partner. Change scope as your roadmap changes.',
  feature3Title: 'Speed to results',
  feature3Description:
    'Matched within 48 hours and shipping in the first week, with a dedicated partner keeping work on track.',
  glowGradientFrom: '#7c3aed',
  glowGradientTo: '#db2777',
  glowGradientFrom2: '#2563eb',
  glowGradientTo2: '#06b6d4',
  glowGradientFrom3: '#0891b2',
  glowGradientTo3: '#10b981',
} satisfies Required<PlatformModelContent>;

export const vcsDefaults = {
  badge: 'Strategic Partnerships',
  title: 'Trusted by the teams behind tomorrow’s category leaders',
  subtitle:
    'We partner with venture firms and their portfolio companies to bring world-class design to every stage of growth.',
} satisfies Required<VcsContent>;

export const howItWorksDefaults = {
  title: 'From first call to shipped work',
  subtitle: 'A clear process that gets the right designer on your project in days, not months.',
} satisfies Required<HowItWorksContent>;

export const aiDesignToolsDefaults = {
  badgeText: 'AI-Augmented Design',
  title: 'Human taste, amplified by AI',
  subtitle:
    'Our designers pair craft with the latest AI tools to explore more directions and deliver faster.',
  card1Title: 'Rapid exploration',
  card1Description:
    'Generate and refine dozens of concepts in hours, then narrow in with human judgement.',
  card2Title: 'Research synthesis',
  card2Description:
    'Turn interviews and analytics into clear insights and opportunity maps in days.',
  card3Title: 'Production at scale',
  card3Description:
    'Automate variants, assets and handoff so designers spend time on what matters.',
  ctaButtonText: 'Explore AI-assisted design',
} satisfies Required<AiDesignToolsContent>;

/** The 5 built-in sample projects (SPEC 3, projects fallback). */
export const sampleProjects = [
  {
    id: 'sample-1',
    imageUrl: '/assets/projects/sample-1.webp',
    title: 'Fintech Mobile Banking',
    description: 'A calm, trustworthy mobile banking experience for a Series B neobank.',
    category: 'UX/UI',
  },
  {
    id: 'sample-2',
    imageUrl: '/assets/projects/sample-2.webp',
    title: 'Climate Brand System',
    description: 'Identity, type and motion language for a climate-tech platform.',
    category: 'Brand & Identity',
  },
  {
    id: 'sample-3',
    imageUrl: '/assets/projects/sample-3.webp',
    title: 'Hardware Product Renders',
    description: 'Photoreal 3D renders and launch animation for a consumer device.',
    category: '3D Design',
  },
  {
    id: 'sample-4',
    imageUrl: '/assets/projects/sample-4.webp',
    title: 'AI Platform Website',
    description: 'A conversion-focused marketing site for a developer AI platform.',
    category: 'Web Design',
  },
  {
    id: 'sample-5',
    imageUrl: '/assets/projects/sample-5.webp',
    title: 'Health Analytics Dashboard',
    description: 'Dense clinical data made legible for care teams.',
    category: 'Data Viz',
  },
];

export const projectsDefaults = {
  badgeText: 'Our Work',
  title: 'Featured Projects',
  subtitle:
    'Work from the top 1% of creative talent, shipped with startups and VC-backed companies.',
  projects: sampleProjects,
} satisfies ProjectsContent;

export const advantageDefaults = {
  badge: 'Designer Gallery',
  title: 'Meet the talent behind the work',
  subtitle:
    'A glimpse of the 500+ vetted creative professionals in the network, ready to join your team.',
  emptyTitle: 'Our designer gallery is being curated.',
  emptyText: 'New profiles are on their way. Book a call and we will match you personally.',
} satisfies Required<AdvantageContent>;

export const whyUsDefaults = {
  testimonialsBadge: 'Client Stories',
  testimonialsTitle: 'What our clients say',
  contactPill: 'Get in touch',
  contactHeadline: 'Ready to find your perfect design match?',
  contactPromise: 'Tell us about your team and project. We reply to every inquiry within 24 hours.',
} satisfies Required<WhyUsContent>;

/** Built-in contact details of the 'Schedule a Call' panel (SPEC 2 section 9). */
export const contactDetailsDefaults = {
  phone: '+1 (415) 555-0142',
  email: 'hello@forma.design',
  officeAddress: '535 Mission Street, 14th Floor\nSan Francisco, CA 94105',
  // Empty: the address links to a map search for it (officeMapHref), whatever address is stored.
  officeMapUrl: '',
  xUrl: 'https://x.com',
  linkedinUrl: 'https://www.linkedin.com',
  instagramUrl: 'https://www.instagram.com',
  youtubeUrl: 'https://www.youtube.com',
} satisfies Required<ContactDetailsContent>;

/**
 * Built-in search & sharing texts: the title and description of the landing document, and the
 * hero still as the link-preview image (issue 18 item 5).
 */
export const seoDefaults = {
  siteTitle: `${PRODUCT_NAME} — Premium Design Talent Network`,
  metaDescription:
    'Forma connects innovative startups and VC-backed companies with world-class, vetted designers. Access 500+ creative professionals.',
  shareImage: '/assets/hero/hero-still.webp',
  shareImageAlt: 'Forma: connect with elite design talent',
} satisfies Required<SeoContent>;

export const CONTENT_DEFAULTS = {
  hero: heroDefaults,
  credibilityBar: credibilityBarDefaults,
  about: aboutDefaults,
  platformModel: platformModelDefaults,
  vcs: vcsDefaults,
  howItWorks: howItWorksDefaults,
  aiDesignTools: aiDesignToolsDefaults,
  projects: projectsDefaults,
  advantage: advantageDefaults,
  whyUs: whyUsDefaults,
  contactDetails: contactDetailsDefaults,
  seo: seoDefaults,
} as const satisfies Record<ContentSection, unknown>;

/** The six fixed steps of the how-it-works section (SPEC 2.5). */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Discovery Call',
    cta: 'Book a call',
    description: 'A 30-minute call to understand your goals, timeline and team.',
  },
  {
    title: 'Match Selection',
    cta: 'View process',
    description: 'We hand-pick designers whose shipped work fits your product.',
  },
  {
    title: 'Designer Interviews',
    cta: 'Learn more',
    description: 'Meet your shortlist and choose the person you click with.',
  },
  {
    title: 'Contract Setup',
    cta: 'View contracts',
    description: 'Simple terms, flexible scope, IP assigned to you from day one.',
  },
  {
    title: 'Onboarding',
    cta: 'See workflow',
    description: 'Your designer joins your tools and rituals within days.',
  },
  {
    title: 'Ongoing Support',
    cta: 'Support details',
    description: 'A dedicated partner checks in and keeps quality high.',
  },
] as const;
