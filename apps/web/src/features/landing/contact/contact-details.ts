import {
  contactSocialLinks,
  emailHref,
  officeLines,
  officeMapHref,
  phoneHref,
  type ContactSocialLink,
} from '@forma/validators/values';
import type { ComponentType, SVGProps } from 'react';
import { useContent } from '../data';
import { InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '../footer/social-icons';

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

/** The contact details as the 'Schedule a Call' panel shows them: texts with their links. */
export interface ContactDetailsView {
  phone: { display: string; href: string };
  email: { display: string; href: string };
  office: { lines: string[]; href: string };
  /** The four social links (microblog, professional network, photo sharing, video) with icons. */
  socials: SocialLink[];
}

/**
 * The contact details of the 'Schedule a Call' panel (SPEC 2 section 9), from the
 * `contactDetails` content block merged over its built-in values (issue 22 item 17); in an
 * editor's preview, the draft.
 */
export function useContactDetails(): ContactDetailsView {
  const { content } = useContent('contactDetails');
  return {
    phone: { display: content.phone, href: phoneHref(content.phone) },
    email: { display: content.email, href: emailHref(content.email) },
    office: { lines: officeLines(content.officeAddress), href: officeMapHref(content) },
    socials: contactSocialLinks(content).map((link) => ({
      ...link,
      Icon: ICONS[link.network] ?? XIcon,
    })),
  };
}
