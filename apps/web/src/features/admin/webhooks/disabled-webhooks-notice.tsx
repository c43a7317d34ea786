import { roleAllows } from '@forma/validators/roles';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { formatDateTime } from '../lib/format';
import { useConsoleRole } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';

/**
 * On the dashboard, for admins (issue 43): each webhook endpoint the site switched off because
 * every delivery failed for a day (`webhooks.disabled`), "Webhook endpoint <url> was switched
 * off: every delivery failed for a day", with a link to /admin/webhooks. Nothing for other
 * roles (not asked), while it loads, when the call fails, or when none is off.
 */
export function DisabledWebhooksNotice() {
  const { trpc } = useAdminContext();
  const isAdmin = roleAllows(useConsoleRole(), 'admin');
  const disabled = useQuery({ ...trpc.webhooks.disabled.queryOptions(), enabled: isAdmin });
  const endpoints = disabled.data ?? [];
  if (!isAdmin || endpoints.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-8 flex items-start gap-3 rounded-2xl border border-red-400/30 bg-red-500/10 p-4 text-sm text-red-100"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-2">
        <ul className="space-y-1">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="break-words">
              Webhook endpoint <strong className="font-semibold break-all">{endpoint.url}</strong>{' '}
              was switched off: every delivery failed for a day
              {endpoint.disabledAt ? ` (${formatDateTime(endpoint.disabledAt)})` : ''}.
            </li>
          ))}
        </ul>
        <Link
          to="/admin/webhooks"
          className="inline-flex items-center gap-1.5 rounded font-medium text-white underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          Check {endpoints.length === 1 ? 'it' : 'them'} on the Webhooks screen
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
