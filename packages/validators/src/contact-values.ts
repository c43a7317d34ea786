import type { ContactDetailsContent } from './content';

/**
 * Public contact data shared by the landing page and the server, free of zod and React: the web
 * app adds its icons, the server lists the profiles in the landing document's JSON-LD `sameAs`
 * (issue 18 item 5). The values are the `contactDetails` content block's (issue 22 item 17).
 */

/** The contact details with every field set (the stored block merged over its defaults). */
export type ContactDetails = Required<ContactDetailsContent>;

/** One social profile of Forma: what kind of network, the accessible name, the profile URL. */
export interface ContactSocialLink {
  /** The kind of network (`microblog`, `professional network`, `photo sharing`, `video`). */
  network: string;
  /** Accessible name of the link (`Forma on X`). */
  label: string;
  /** Absolute http(s) URL of the profile. */
  href: string;
}

/** The four networks (SPEC 2, section 9): which field of the block holds each profile. */
const SOCIAL_NETWORKS = [
  { network: 'microblog', label: 'Forma on X', field: 'xUrl' },
  { network: 'professional network', label: 'Forma on LinkedIn', field: 'linkedinUrl' },
  { network: 'photo sharing', label: 'Forma on Instagram', field: 'instagramUrl' },
  { network: 'video', label: 'Forma on YouTube', field: 'youtubeUrl' },
] as const satisfies readonly { network: string; label: string; field: keyof ContactDetails }[];

/** The four social links of `details`, in the panel's order (microblog, professional, photo, video). */
export function contactSocialLinks(details: ContactDetails): ContactSocialLink[] {
  return SOCIAL_NETWORKS.map(({ network, label, field }) => ({
    network,
    label,
    href: details[field],
  }));
}

/** `tel:` link of a phone number as shown (`+1 (415) 555-0142` -> `tel:+14155550142`). */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `mailto:` link of an e-mail address. */
export const emailHref = (email: string): string => `mailto:${email}`;

/** The office address's lines (one per row of the field; empty rows dropped). */
export const officeLines = (address: string): string[] =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The office's map link: the stored one, else a map search for the address. */
export const officeMapHref = (details: Pick<ContactDetails, 'officeAddress' | 'officeMapUrl'>) =>
  details.officeMapUrl ||
  `https://maps.google.com/?q=${encodeURIComponent(officeLines(details.officeAddress).join(', '))}`;

/**
 * Where the landing page's contact form posts (urlencoded) when the browser runs no script, and
 * the page a sent form lands on (apps/api start-app/contact-form.ts; issue 18 item 4).
 */
export const CONTACT_FORM_PATH = '/contact';
export const CONTACT_SENT_PATH = '/contact/sent';
