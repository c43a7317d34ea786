import type { ComponentType, SVGProps } from 'react';
import { InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '../footer/social-icons';

/** Contact details shown in the 'Schedule a Call' panel (SPEC 2, section 9). */
export const CONTACT_PHONE = { display: '+1 (415) 555-0142', href: 'tel:+14155550142' };
export const CONTACT_EMAIL = { display: 'hello@forma.design', href: 'mailto:hello@forma.design' };
export const CONTACT_OFFICE = {
  lines: ['535 Mission Street, 14th Floor', 'San Francisco, CA 94105'],
  href: 'https://maps.google.com/?q=535+Mission+Street+San+Francisco+CA+94105',
};

export interface SocialLink {
  network: string;
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The four social links: microblog, professional network, photo sharing, video. */
export const CONTACT_SOCIALS: readonly SocialLink[] = [
  { network: 'microblog', label: 'Forma on X', href: 'https://x.com', Icon: XIcon },
  {
    network: 'professional network',
    label: 'Forma on LinkedIn',
    href: 'https://www.linkedin.com',
    Icon: LinkedInIcon,
  },
  {
    network: 'photo sharing',
    label: 'Forma on Instagram',
    href: 'https://www.instagram.com',
    Icon: InstagramIcon,
  },
  {
    network: 'video',
    label: 'Forma on YouTube',
    href: 'https://www.youtube.com',
    Icon: YouTubeIcon,
  },
];
