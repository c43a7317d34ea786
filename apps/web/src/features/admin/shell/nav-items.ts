import type { RoleNeeded } from '@forma/validators/roles';
import type { LinkProps } from '@tanstack/react-router';
import {
  Building2,
  CalendarClock,
  CalendarRange,
  Images,
  Database,
  FileText,
  GalleryHorizontalEnd,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  MessageSquareQuote,
  Palette,
  ScrollText,
  PanelsTopLeft,
  Phone,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  UserCog,
  Users,
  WandSparkles,
  Webhook,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard would otherwise match every admin page). */
  exact?: boolean;
  /** Shows the unread contact submissions count. */
  showsUnread?: boolean;
  /** The lowest role that sees it (issue 20 item 4); every console role when absent. */
  role?: RoleNeeded;
}

/** A titled group of the sidebar. */
export interface AdminNavGroup {
  label: string;
  items: readonly AdminNavItem[];
}

/**
 * The console's sections (SPEC 2 admin routes). `to` only accepts registered routes, so the
 * sidebar never links to a missing page; the page editors, explorers, settings and design system
 * (issue 8) join here when their routes exist.
 */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    label: 'Console',
    items: [
      { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, exact: true },
      { label: 'Contact inbox', to: '/admin/contact-submissions', icon: Inbox, showsUnread: true },
      { label: 'Calls', to: '/admin/calls', icon: Phone },
      { label: 'Availability', to: '/admin/availability', icon: CalendarRange },
      { label: 'Audit log', to: '/admin/audit-log', icon: ScrollText, role: 'admin' },
    ],
  },
  {
    label: 'Collections',
    items: [
      { label: 'Designers', to: '/admin/designers', icon: Users },
      { label: 'Testimonials', to: '/admin/testimonials', icon: MessageSquareQuote },
      { label: 'Clients', to: '/admin/clients', icon: Building2 },
      { label: 'Media', to: '/admin/media', icon: Images },
      { label: 'Patterns', to: '/admin/patterns', icon: Palette },
      { label: 'Pattern preview', to: '/admin/pattern-preview', icon: Sparkles },
      { label: 'Users', to: '/admin/users', icon: UserCog, role: 'admin' },
      { label: 'Security', to: '/admin/security', icon: ShieldCheck },
    ],
  },
  {
    label: 'Site',
    items: [
      { label: 'Pages', to: '/admin/pages', icon: FileText },
      { label: 'Releases', to: '/admin/releases', icon: CalendarClock },
      { label: 'Settings', to: '/admin/settings', icon: SlidersHorizontal },
      {
        label: 'Contact form designs',
        to: '/admin/contact-form-explorations',
        icon: LayoutTemplate,
      },
      { label: 'AI section designs', to: '/admin/ai-design-explorations', icon: WandSparkles },
      { label: 'Projects designs', to: '/admin/projects-explorations', icon: GalleryHorizontalEnd },
      { label: 'Webhooks', to: '/admin/webhooks', icon: Webhook, role: 'admin' },
      { label: 'Database tools', to: '/admin/schema-deploy', icon: Database, role: 'admin' },
      { label: 'Design system', to: '/admin/design-system', icon: PanelsTopLeft },
    ],
  },
];
