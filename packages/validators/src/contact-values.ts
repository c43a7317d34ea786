/**
 * Public contact data shared by the landing page and the server, free of zod and React: the web
 * app adds its icons, the server lists the profiles in the landing document's JSON-LD `sameAs`
 * (issue 18 item 5).
 */

/** One social profile of Forma: what kind of network, the accessible name, the profile URL. */
export interface ContactSocialLink {
  /** The kind of network (`microblog`, `professional network`, `photo sharing`, `video`). */
  network: string;
  /** Accessible name of the link (`Forma on X`). */
  label: string;
  /** Absolute https URL of the profile. */
  href: string;
}

/** The four social links: microblog, professional network, photo sharing, video (SPEC 2, section 9). */
export const CONTACT_SOCIAL_LINKS: readonly ContactSocialLink[] = [
  { network: 'microblog', label: 'Forma on X', href: 'https://x.com' },
  { network: 'professional network', label: 'Forma on LinkedIn', href: 'https://www.linkedin.com' },
  { network: 'photo sharing', label: 'Forma on Instagram', href: 'https://www.instagram.com' },
  { network: 'video', label: 'Forma on YouTube', href: 'https://www.youtube.com' },
];
