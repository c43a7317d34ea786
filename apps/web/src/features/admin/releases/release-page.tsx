import { Button, Card, FormField, Input, toast } from '@forma/ui';
import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { RELEASE_MAX_ATTEMPTS } from '@forma/validators/releases';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { AlertTriangle, ArrowLeft, CalendarClock, FileQuestion, Rocket, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { PublishStateBadge } from '../components/publish-state';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { humanize } from '../pages/block-fields';
import { pageEditorOfSection } from '../pages/page-definitions';
import { PreviewLinksPanel } from '../pages/preview-links-panel';
import { ReleaseStatusBadge } from './release-status';
import {
  adminTimeZone,
  fromDateTimeLocal,
  isReleaseEditable,
  toDateTimeLocal,
  type ReleaseDetail,
} from './release-values';
import { SETTING_DEFINITIONS } from '../settings/setting-definitions';

type Item = ReleaseDetail['items'][number];

const isNotFound = (error: unknown) =>
  error instanceof TRPCClientError &&
  (error.data as { code?: string } | undefined)?.code === 'NOT_FOUND';

/** What kind of draft an item is ("Page block", "Testimonial"). */
const kindOf = (item: Item) =>
  item.entity === 'content'
    ? 'Page block'
    : item.entity === 'setting'
      ? 'Setting'
      : COLLECTION_LISTS[item.entity].label;

/** The item's editor in the console, where there is one. */
function ItemLink({ item, children }: { item: Item; children: string }) {
  const className =
    'font-medium text-white underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';
  if (item.entity === 'content') {
    const editor = pageEditorOfSection(item.entityKey);
    return editor ? (
      <Link to="/admin/pages/$page" params={{ page: editor.slug }} className={className}>
        {children}
      </Link>
    ) : (
      <span className="font-medium text-white">{children}</span>
    );
  }
  if (item.entity === 'setting')
    return (
      <Link to="/admin/settings" hash={`setting-${item.entityKey}`} className={className}>
        {children}
      </Link>
    );
  if (item.status === 'deleted' || item.entity === 'designerWorks')
    return <span className="font-medium text-white">{children}</span>;
  const to = {
    designers: '/admin/designers/$id',
    testimonials: '/admin/testimonials/$id',
    clients: '/admin/clients/$id',
  } as const;
  return (
    <Link to={to[item.entity]} params={{ id: item.entityKey }} className={className}>
      {children}
    </Link>
  );
}

/** `3 drafts`, `1 record`: a count with its noun. */
const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * /admin/releases/{id} (issue 20 item 3): a release's contents (each draft with where it
 * stands, a link to its editor, and Remove), its schedule in the admin's time zone (Schedule,
 * Unschedule), Publish now and Cancel release (each confirmed), why it failed, and its preview
 * links. A published or cancelled release is read-only; so is everything for a viewer.
 */
export function ReleasePage({ id }: { id: string }) {
  const { trpc } = useAdminContext();
  const releaseId = Number(id);
  const valid = Number.isInteger(releaseId) && releaseId > 0;
  const release = useQuery({
    ...trpc.releases.byId.queryOptions({ id: releaseId }),
    enabled: valid,
  });
  const back = (
    <Link
      to="/admin/releases"
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-white/55 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All releases
    </Link>
  );
  if (!valid || (release.isError && isNotFound(release.error)))
    return (
      <>
        {back}
        <Card>
          <EmptyState icon={FileQuestion} title="Release not found">
            It may have been deleted. Go back to the list to pick another one.
          </EmptyState>
        </Card>
      </>
    );
  if (release.isError)
    return (
      <>
        {back}
        <ErrorState
          title="Could not load this release"
          error={release.error}
          onRetry={() => void release.refetch()}
          retrying={release.isFetching}
        />
      </>
    );
  if (!release.data)
    return (
      <>
        {back}
        <div role="status" aria-label="Loading release" className="space-y-4">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      </>
    );
  return (
    <>
      {back}
      <ReleaseScreen release={release.data} />
    </>
  );
}

function ReleaseScreen({ release }: { release: ReleaseDetail }) {
  const { trpc, queryClient } = useAdminContext();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const editable = canEdit && isReleaseEditable(release.status);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.releases.pathKey() });
  const contentsHeading = useRef<HTMLHeadingElement>(null);
  const removeItem = useMutation(trpc.releases.removeItem.mutationOptions({ onSettled: refresh }));
  const takeCurrent = useMutation(
    trpc.releases.useCurrentDraft.mutationOptions({ onSettled: refresh }),
  );
  const schedule = useMutation(trpc.releases.schedule.mutationOptions({ onSettled: refresh }));
  const publishNow = useMutation(trpc.releases.publishNow.mutationOptions({ onSettled: refresh }));
  const cancel = useMutation(trpc.releases.cancel.mutationOptions({ onSettled: refresh }));
  const [publishAt, setPublishAt] = useState(
    release.publishAt ? toDateTimeLocal(release.publishAt) : '',
  );
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const [confirm, setConfirm] = useState<'publish' | 'cancel' | null>(null);
  const pending = [removeItem, takeCurrent, schedule, publishNow, cancel].some((m) => m.isPending);
  // A release that unpublishes takes its records off the site instead of publishing drafts.
  const off = release.action === 'unpublish';
  const zone = adminTimeZone();

  const fail = (title: string, error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const onSchedule = async (event: FormEvent) => {
    event.preventDefault();
    const at = fromDateTimeLocal(publishAt);
    if (!at) return setScheduleError('Pick a date and time');
    if (at.getTime() <= Date.now())
      return setScheduleError('Pick a time in the future, or publish the release now');
    setScheduleError(undefined);
    try {
      const saved = await schedule.mutateAsync({ id: release.id, publishAt: at });
      toast({
        title: 'Release scheduled',
        description: `“${release.name}” ${off ? 'runs' : 'goes live'} ${formatDateTime(saved.publishAt!)} (${zone}).`,
      });
    } catch (error) {
      fail('Could not schedule the release', error);
    }
  };

  const onUnschedule = async () => {
    try {
      await schedule.mutateAsync({ id: release.id, publishAt: null });
      setPublishAt('');
      toast({ title: 'Schedule removed', description: 'The release waits until you publish it.' });
    } catch (error) {
      fail('Could not remove the schedule', error);
    }
  };

  const onPublish = async () => {
    try {
      await publishNow.mutateAsync({ id: release.id });
      toast({
        title: off ? 'Taken off the site' : 'Release published',
        description: off
          ? `The records of “${release.name}” are drafts again.`
          : `“${release.name}” is live on the site.`,
      });
    } catch (error) {
      fail(
        off ? 'Could not take the records off the site' : 'Could not publish the release',
        error,
      );
    } finally {
      setConfirm(null);
    }
  };

  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ id: release.id });
      toast({
        title: 'Release cancelled',
        description: 'Its drafts stay as they are; its preview links no longer open.',
      });
      await navigate({ to: '/admin/releases' });
    } catch (error) {
      fail('Could not cancel the release', error);
    } finally {
      setConfirm(null);
    }
  };

  /**
   * Runs `action` on one item of the release (remove it, take its current draft): a toast saying
   * what happened or why not, and focus on the Contents heading afterwards, since the control
   * pressed is gone with the row or the notice it was in.
   */
  const onItem = async (
    item: Item,
    action: typeof removeItem | typeof takeCurrent,
    done: { title: string; description: string },
    failure: string,
  ) => {
    try {
      await action.mutateAsync({
        releaseId: release.id,
        entity: item.entity,
        entityKey: item.entityKey,
      });
      toast(done);
    } catch (error) {
      fail(failure, error);
    }
    requestAnimationFrame(() => contentsHeading.current?.focus());
  };

  const onRemove = (item: Item) =>
    onItem(
      item,
      removeItem,
      { title: 'Taken out of the release', description: `“${labelOf(item)}” keeps its draft.` },
      'Could not take it out of the release',
    );

  const onTakeCurrent = (item: Item) =>
    onItem(
      item,
      takeCurrent,
      {
        title: 'The release takes the current draft',
        description: `“${labelOf(item)}” is published as its draft is now.`,
      },
      'Could not take the current draft',
    );

  return (
    <>
      <PageHeader
        eyebrow="Release"
        title={release.name}
        description={
          release.status === 'published' && release.publishedAt
            ? `${off ? 'Its records were taken off the site' : 'Published'} ${formatDateTime(release.publishedAt)}.`
            : release.status === 'scheduled' && release.publishAt
              ? `${off ? 'Takes its records off the site' : 'Goes live'} ${formatDateTime(release.publishAt)} (${zone}).`
              : release.status === 'cancelled'
                ? 'Cancelled: it will never be published.'
                : 'Not scheduled: it waits until you publish it or set a time.'
        }
        actions={<ReleaseStatusBadge status={release.status} action={release.action} />}
      />

      {release.status === 'failed' && release.error && (
        <div
          role="alert"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-red-400/30 bg-red-500/10 p-4 text-sm text-red-100"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong className="font-semibold">
              {off ? 'Nothing was taken off the site.' : 'Nothing was published.'}
            </strong>{' '}
            {release.error}. Fix it (take the item out, or restore it), then schedule or publish
            again.
          </p>
        </div>
      )}

      {release.status === 'scheduled' && release.publishAttempts > 0 && release.retryAt && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-300/30 bg-amber-400/10 p-4 text-sm text-amber-100"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong className="font-semibold">
              Publishing at its time failed (attempt {release.publishAttempts} of{' '}
              {RELEASE_MAX_ATTEMPTS}): nothing changed yet.
            </strong>{' '}
            {release.error ? `${release.error}. ` : ''}It is tried again{' '}
            {formatDateTime(release.retryAt)}; after the last attempt it is marked failed.
          </p>
        </div>
      )}

      <Card role="region" aria-labelledby="release-contents" className="mb-6 p-5 sm:p-6">
        <h2
          id="release-contents"
          ref={contentsHeading}
          tabIndex={-1}
          className="text-base font-semibold text-white outline-none"
        >
          Contents
        </h2>
        {isReleaseEditable(release.status) && (
          <p className="mb-4 text-sm text-white/55">
            {off
              ? 'This release takes records off the site: add a designer, testimonial or client from its editor (“Add to release”).'
              : 'Add a page block, a setting or a record from where you edit it: “Add to release” beside its draft.'}
          </p>
        )}
        {release.items.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            title={off ? 'No records in this release yet' : 'No drafts in this release yet'}
          >
            {off
              ? 'Open a designer, a testimonial or a client that is on the site, and add it here.'
              : 'Open a page block, a designer, a testimonial or a client, save a draft, and add it here.'}
          </EmptyState>
        ) : (
          <ul aria-label="Drafts in this release" className="divide-y divide-white/[0.06]">
            {release.items.map((item) => (
              <li
                key={`${item.entity}:${item.entityKey}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
              >
                <div className="min-w-48 flex-1">
                  <ItemLink item={item}>{labelOf(item)}</ItemLink>
                  <p className="text-xs text-white/60">{kindOf(item)}</p>
                </div>
                {item.status === 'deleted' ? (
                  <span className="rounded-full border border-red-300/35 bg-red-400/10 px-2 py-0.5 text-xs font-medium text-red-100">
                    Deleted
                  </span>
                ) : (
                  <PublishStateBadge status={item.status} />
                )}
                {editable && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    aria-label={`Remove ${labelOf(item)} from the release`}
                    onClick={() => void onRemove(item)}
                  >
                    <X aria-hidden />
                    Remove
                  </Button>
                )}
                {item.changes && (
                  <ChangedSinceAdded
                    item={item}
                    editable={editable}
                    pending={pending}
                    onTakeCurrent={() => void onTakeCurrent(item)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      {editable ? (
        <Card role="region" aria-labelledby="release-schedule" className="mb-6 p-5 sm:p-6">
          <h2 id="release-schedule" className="text-base font-semibold text-white">
            {off ? 'Take off the site' : 'Publish'}
          </h2>
          <p className="mb-4 text-sm text-white/55">
            {off
              ? 'Every record comes off the site together (it becomes a draft again), or none does.'
              : 'Every draft goes live together, or none does.'}
          </p>
          <form
            noValidate
            aria-label="Schedule"
            onSubmit={(event) => void onSchedule(event)}
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <div className="sm:w-72">
              <FormField
                id="release-publish-at"
                label={off ? 'Take off at' : 'Publish at'}
                hint={`Your time zone, ${zone}. Kept in UTC.`}
                error={scheduleError}
              >
                {(wiring) => (
                  <Input
                    {...wiring}
                    type="datetime-local"
                    step={1}
                    value={publishAt}
                    onChange={(e) => setPublishAt(e.target.value)}
                  />
                )}
              </FormField>
            </div>
            <div className="flex flex-wrap gap-2 sm:mt-7">
              <Button type="submit" variant="secondary" loading={schedule.isPending}>
                {release.status === 'scheduled' ? 'Reschedule' : 'Schedule'}
              </Button>
              {release.status === 'scheduled' && (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={pending}
                  onClick={() => void onUnschedule()}
                >
                  Unschedule
                </Button>
              )}
            </div>
          </form>
          <div className="mt-6 flex flex-wrap gap-2 border-t border-white/[0.07] pt-5">
            <Button
              type="button"
              disabled={pending || release.items.length === 0}
              onClick={() => setConfirm('publish')}
            >
              <Rocket aria-hidden />
              {off ? 'Take off now' : 'Publish now'}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={pending}
              onClick={() => setConfirm('cancel')}
            >
              Cancel release
            </Button>
          </div>
        </Card>
      ) : null}

      {isReleaseEditable(release.status) && !off && <PreviewLinksPanel releaseId={release.id} />}

      <ConfirmDialog
        open={confirm === 'publish'}
        title={off ? 'Take these records off the site now?' : 'Publish this release now?'}
        description={
          off
            ? `${countOf(release.items.length, 'record')} of “${release.name}” ${release.items.length === 1 ? 'leaves' : 'leave'} the site at once and ${release.items.length === 1 ? 'becomes a draft' : 'become drafts'}.`
            : `${countOf(release.items.length, 'draft')} of “${release.name}” ${release.items.length === 1 ? 'goes' : 'go'} live on the site at once.`
        }
        confirmLabel={off ? 'Take off now' : 'Publish now'}
        pending={publishNow.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onPublish()}
      />
      <ConfirmDialog
        open={confirm === 'cancel'}
        title="Cancel this release?"
        description="It will never be published, and its preview links stop opening. Its drafts stay as they are."
        confirmLabel="Cancel release"
        cancelLabel="Keep it"
        pending={cancel.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void onCancel()}
      />
    </>
  );
}

/**
 * An item whose draft changed after the release took its version (issue 39 item 2): each changed
 * field with what the release publishes (reviewed) and the draft now, and "Use the current
 * draft" for an editor.
 */
function ChangedSinceAdded({
  item,
  editable,
  pending,
  onTakeCurrent,
}: {
  item: Item;
  editable: boolean;
  pending: boolean;
  onTakeCurrent: () => void;
}) {
  const titleId = `changed-${item.entity}-${item.entityKey}`;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="mt-2 w-full rounded-xl border border-amber-300/30 bg-amber-400/[0.07] p-3 text-sm"
    >
      <p id={titleId} className="font-medium text-amber-100">
        Changed since it was added
        {item.versionAt ? ` (${formatDateTime(item.versionAt)})` : ''}: the release publishes the
        version it holds.
      </p>
      <dl className="mt-2 grid gap-2">
        {item.changes!.map((change) => (
          <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_1fr_1fr] sm:gap-3">
            <dt className="text-xs font-medium text-white/70">{humanize(change.field)}</dt>
            <dd className="min-w-0 break-words text-white/80">
              <span className="block text-xs text-white/50">In the release</span>
              {change.reviewed}
            </dd>
            <dd className="min-w-0 break-words text-white">
              <span className="block text-xs text-white/50">Current draft</span>
              {change.current}
            </dd>
          </div>
        ))}
      </dl>
      {editable && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          disabled={pending}
          onClick={onTakeCurrent}
        >
          Use the current draft
        </Button>
      )}
    </div>
  );
}

/** An item's name: the block editor's label, the setting's label, or the record's title. */
function labelOf(item: Item): string {
  if (item.entity === 'content')
    return pageEditorOfSection(item.entityKey)?.label ?? item.entityKey;
  if (item.entity === 'setting')
    return SETTING_DEFINITIONS.find((d) => d.key === item.entityKey)?.label ?? item.entityKey;
  return item.label;
}
