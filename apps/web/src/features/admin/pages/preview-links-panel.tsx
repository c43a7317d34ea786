import type { RouterOutputs } from '@forma/api';
import { Button, buttonVariants, Card, FormField, Select, toast } from '@forma/ui';
import {
  PREVIEW_LINK_DEFAULT_HOURS,
  PREVIEW_LINK_HOURS_CHOICES,
} from '@forma/validators/preview-links';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ExternalLink, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { OneTimeLink } from '../components/one-time-link';

/** A link that still opens, as `previewLinks.list` answers it. */
type PreviewLinkRow = RouterOutputs['previewLinks']['list'][number];

/** "1 hour", "24 hours", "3 days", "7 days": a link's lifetime as the select offers it. */
const lifetimeLabel = (hours: number) =>
  hours % 24 === 0 && hours > 24 ? `${hours / 24} days` : `${hours} hour${hours === 1 ? '' : 's'}`;

/**
 * Shareable previews (issue 20 item 2), on /admin/pages: make a link that opens the whole site
 * with every draft (on a release's screen: only that release's, issue 39 item 1) for anyone who has it, without an account, for 1 hour to 7 days (24 hours
 * unless chosen); the new link is shown once, to copy or open; the links that still open are
 * listed with who made them and when they expire, each revocable after a confirm. A viewer sees
 * the list only. With `releaseId` (a release's screen, issue 20 item 3), the links made for that
 * release, revoked when it is published or cancelled.
 */
export function PreviewLinksPanel({ releaseId }: { releaseId?: number } = {}) {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const list = useQuery(
    trpc.previewLinks.list.queryOptions(releaseId === undefined ? undefined : { releaseId }),
  );
  const create = useMutation(trpc.previewLinks.create.mutationOptions());
  const revoke = useMutation(trpc.previewLinks.revoke.mutationOptions());
  const [hours, setHours] = useState<number>(PREVIEW_LINK_DEFAULT_HOURS);
  const [made, setMade] = useState<{ id: number; url: string; expiresAt: Date } | null>(null);
  const [revoking, setRevoking] = useState<PreviewLinkRow | null>(null);
  const links = list.data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.previewLinks.pathKey() });

  const onCreate = async () => {
    try {
      const link = await create.mutateAsync({ hours, ...(releaseId && { releaseId }) });
      setMade({
        id: link.id,
        url: new URL(link.path, window.location.origin).href,
        expiresAt: link.expiresAt,
      });
      // The button pressed is busy, then the new link is what to act on: focus goes there.
      requestAnimationFrame(() => document.getElementById('preview-link-url')?.focus());
      toast({
        title: 'Preview link made',
        description: `It opens until ${formatDateTime(link.expiresAt)}. Copy it now: it is shown once.`,
      });
      await refresh();
    } catch (error) {
      toast({
        title: 'Could not make the preview link',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card role="region" className="mt-8 p-5 sm:p-6" aria-labelledby="preview-links-title">
      <h2
        id="preview-links-title"
        tabIndex={-1}
        className="text-base font-semibold text-white outline-none"
      >
        Preview links
      </h2>
      <p className="mb-5 text-sm text-white/55">
        {releaseId
          ? "Show the published site with this release's drafts, and no other draft, "
          : 'Show the site with every draft, in a release or not, '}
        to someone before it goes live: anyone with the link can open it, without an account, until
        it expires or you revoke it
        {releaseId ? ', or the release is published or cancelled' : ''}. Search engines never index
        it.
      </p>

      {canEdit ? (
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-56">
            <FormField id="preview-link-hours" label="Opens for">
              {(wiring) => (
                <Select
                  {...wiring}
                  value={hours}
                  onChange={(event) => setHours(Number(event.target.value))}
                >
                  {PREVIEW_LINK_HOURS_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {lifetimeLabel(choice)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <Button type="button" loading={create.isPending} onClick={() => void onCreate()}>
            {!create.isPending && <Link2 aria-hidden />}
            Make a preview link
          </Button>
        </div>
      ) : null}

      {made && (
        <OneTimeLink
          id="preview-link-url"
          groupLabel="New preview link"
          label="New preview link"
          hint={`Opens until ${formatDateTime(made.expiresAt)}.`}
          url={made.url}
          actions={
            <a
              href={made.url}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <ExternalLink aria-hidden />
              Open preview
            </a>
          }
        />
      )}

      {list.isError ? (
        <ErrorState
          title="Could not load the preview links"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <div role="status" aria-label="Loading preview links" className="space-y-2">
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : links.length === 0 ? (
        <EmptyState icon={Link2} title="No preview links open">
          Make one to show your drafts to a colleague or a client.
        </EmptyState>
      ) : (
        <ul aria-label="Open preview links" className="divide-y divide-white/[0.06]">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-white">
                  Opens until {formatDateTime(link.expiresAt)}
                </p>
                <p className="text-xs text-white/60">
                  Made {formatDateTime(link.createdAt)} by {link.username ?? 'a deleted user'}
                </p>
              </div>
              {canEdit && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Revoke the preview link made ${formatDateTime(link.createdAt)}`}
                  onClick={() => setRevoking(link)}
                >
                  <Trash2 aria-hidden />
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={!!revoking}
        title="Revoke this preview link?"
        description="Anyone who opens it from now on is told it was revoked. Your drafts stay as they are."
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(
            { id: revoking.id },
            {
              onSettled: () =>
                requestAnimationFrame(() =>
                  document.getElementById('preview-links-title')?.focus(),
                ),
              onSuccess: () => {
                // The new link's box goes with it: it no longer opens.
                if (made?.id === revoking.id) setMade(null);
                setRevoking(null);
                toast({ title: 'Preview link revoked', description: 'It no longer opens.' });
                void refresh();
              },
              onError: (error) => {
                setRevoking(null);
                toast({
                  title: 'Could not revoke the preview link',
                  description: errorMessage(error),
                  variant: 'destructive',
                });
                void refresh();
              },
            },
          );
        }}
      />
    </Card>
  );
}
