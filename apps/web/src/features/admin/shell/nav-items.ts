import type { LinkProps } from '@tanstack/react-router';
import { Inbox, LayoutDashboard, type LucideIcon } from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard would otherwise match every admin page). */
  exact?: boolean;
  /** Shows the unread contact submissions count. */
  showsUnread?: boolean;
}

/**
 * The console's sections. SPEC 2 lists more (designers, testimonials, clients, patterns, pages,
 * settings, the explorations, design system); each gets its entry here when its route exists:
 * `to` only accepts registered routes, so the sidebar never links to a missing page.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, exact: true },
  { label: 'Contact inbox', to: '/admin/contact-submissions', icon: Inbox, showsUnread: true },
];
