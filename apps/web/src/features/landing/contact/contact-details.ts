import { CONTACT_SOCIAL_LINKS, type ContactSocialLink } from '@forma/validators/values';
import type { ComponentType, SVGProps } from 'react';
import { InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '../footer/social-icons';

/** Contact details shown in the 'Schedule a Call' panel (SPEC 2, section 9). */
export const CONTACT_PHONE = { display: '+1 (415) 555-0142', href: 'tel:+14155550142' };
export const CONTACT_EMAIL = { display: 'hello@forma.design', href: 'mailto:hello@forma.design' };
export const CONTACT_OFFICE = {
  lines: ['535 Mission Street, 14th Floor', 'San Francisco, CA 94105'],
  href: 'https://maps.google.com/?q=535+Mission+Street+San+Francisco+CA+94105',
};

export interface SocialLink extends ContactSocialLink {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Each network's icon. */
const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  microblog: XIcon,
  'professional network': LinkedInIcon,
  'photo sharing': InstagramIcon,
  video: YouTubeIcon,
};

/**
 * The four social links (microblog, professional network, photo sharing, video) with their
 * icons; the links themselves are packages/validators' (the server lists them in the JSON-LD).
 */
export const CONTACT_SOCIALS: readonly SocialLink[] = CONTACT_SOCIAL_LINKS.map((link) => ({
  ...link,
  Icon: ICONS[link.network] ?? XIcon,
}));
