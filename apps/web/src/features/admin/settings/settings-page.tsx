import type { RouterOutputs } from '@forma/api';
import { Button, Card, Select, Switch, toast } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { FilePen, RotateCcw, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { focusInView } from '../lib/focus-in-view';
import {
  SETTING_DEFINITIONS,
  settingValueLabel,
  type SettingDefinition,
} from './setting-definitions';
import { focusSettingDraftNotice, SettingDraftNotice } from './setting-draft-notice';
import { useSettingDrafts, type SettingDrafts } from './use-setting-drafts';

/** A stored setting as `settings.list` returns it. */
type StoredSetting = RouterOutputs['settings']['list'][number];

/**
 * /admin/settings (issue 8 item 6, issue 20 item 1): every known setting of SPEC 3 with a
 * control fitting its values (SPEC 4), its current value or "Not set (default: …)", when it last
 * changed, Save draft, Publish and "Reset to default" per row (`SettingRow`), and its waiting
 * draft.
 * Loads with `settings.list`; a failed load shows the reason and a retry.
 */
export function SettingsPage() {
  const { trpc } = useAdminContext();
  const canEdit = useCanEdit();
  const settings = useQuery(trpc.settings.list.queryOptions());
  const drafts = useSettingDrafts();
  const stored = new Map((settings.data ?? []).map((s) => [s.key, s as StoredSetting]));
  // A link to one row (`#setting-<key>`, from a release) lands on it once the rows have rendered.
  const loaded = settings.isSuccess;
  useEffect(() => {
    if (!loaded || !window.location.hash.startsWith('#setting-')) return;
    const row = document.getElementById(window.location.hash.slice(1));
    row?.scrollIntoView({ block: 'start' });
    row?.querySelector<HTMLElement>('h2')?.focus();
  }, [loaded]);

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Settings"
        description="Choose how the landing page looks. A setting that is not set uses the site's default."
      />
      {/* Rows wait for the drafts too: a control starts from a waiting draft, and must not
          change under the admin when the drafts arrive after the values. */}
      {settings.isPending || drafts.isLoading ? (
        <div className="space-y-4" role="status" aria-label="Loading settings">
          {SETTING_DEFINITIONS.map((d) => (
            <Card key={d.key} className="space-y-3 p-5">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-12 w-full" />
            </Card>
          ))}
        </div>
      ) : settings.isError || drafts.error ? (
        <ErrorState
          title="Could not load the settings"
          error={settings.error ?? drafts.error}
          onRetry={() => void Promise.all([settings.refetch(), drafts.refetch()])}
          retrying={settings.isFetching || drafts.isFetching}
        />
      ) : (
        // A viewer reads the values; the disabled fieldset keeps every control from changing.
        <fieldset disabled={!canEdit} className="space-y-4">
          {SETTING_DEFINITIONS.map((definition) => {
            const row = stored.get(definition.key);
            return (
              <SettingRow
                key={definition.key}
                definition={definition}
                stored={row}
                drafts={drafts}
                canEdit={canEdit}
              />
            );
          })}
        </fieldset>
      )}
    </>
  );
}

/**
 * One setting (issue 20 item 1 drafts over issue 8 item 6): its control (a select or a switch)
 * starting from the waiting draft or the stored value, the stored value or "Not set (default:
 * …)", when it last changed; Save draft (the site keeps the published value), Publish (the
 * control's value goes live at once, dropping a draft; for contact design's "Default form" an
 * unset) and Reset to default (confirmed; unsets it and drops a draft). A waiting draft shows
 * under the row with Publish draft, Discard draft and its releases. Toasts report the outcome
 * with the server's message.
 */
function SettingRow({
  definition,
  stored,
  drafts,
  canEdit,
}: {
  definition: SettingDefinition;
  stored: StoredSetting | undefined;
  drafts: SettingDrafts;
  /** False for a viewer: the value, no Save or Reset. */
  canEdit: boolean;
}) {
  const id = useId();
  const controlId = `${id}-control`;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const statusId = `${id}-status`;
  const known = (value: string | null | undefined): value is string =>
    typeof value === 'string' && definition.options.some((o) => o.value === value);
  const current = known(stored?.value) ? stored.value : definition.defaultValue;
  const waiting = drafts.drafts.get(definition.key);
  const drafted = waiting ? (known(waiting.value) ? waiting.value : definition.defaultValue) : null;
  // The control starts from the draft or the stored value, and starts again from the new one
  // after Publish, Save draft or Reset (React's "adjusting state when a prop changes").
  const baseline = drafted ?? current;
  const [value, setValue] = useState(baseline);
  const [seenBaseline, setSeenBaseline] = useState(baseline);
  if (seenBaseline !== baseline) {
    setSeenBaseline(baseline);
    setValue(baseline);
  }
  // Where focus goes after an action disabled the button pressed (or removed the draft's).
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = () => requestAnimationFrame(() => focusInView(statusRef.current));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'draft' | 'publish' | 'reset' | null>(null);

  /** The admin's words for a value; null or '' is the default. */
  const words = (v: string | null) =>
    v === null || v === ''
      ? `the default (${definition.defaultLabel})`
      : settingValueLabel(definition, v);
  const asStored = (v: string) => (v === '' ? null : v);

  const act = async (kind: 'draft' | 'publish' | 'reset', work: () => Promise<boolean>) => {
    setBusy(kind);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  };
  const saveDraft = async () => {
    if (await act('draft', () => drafts.saveDraft(definition.key, asStored(value)))) {
      focusSettingDraftNotice(definition.key);
      toast({
        title: 'Draft saved',
        description: `${definition.label}: ${words(value)} waits as a draft; the site still shows ${words(stored?.value ?? null)}.`,
      });
    }
  };
  const publish = async () => {
    if (await act('publish', () => drafts.publish(definition.key, asStored(value)))) {
      focusStatus();
      toast({
        title: 'Setting published',
        description: `${definition.label} is now ${words(value)} on the site.`,
      });
    }
  };
  const reset = async () => {
    const done = await act('reset', () => drafts.publish(definition.key, null));
    setConfirming(false);
    if (!done) return;
    focusStatus();
    toast({
      title: 'Setting reset',
      description: `${definition.label} is back to its default (${definition.defaultLabel}).`,
    });
  };

  const pending = busy !== null;

  return (
    <Card
      role="region"
      id={`setting-${definition.key}`}
      aria-labelledby={titleId}
      className="scroll-mt-24 space-y-4 p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="min-w-0 md:w-1/2">
          <h2
            id={titleId}
            tabIndex={-1}
            className="rounded text-base font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            {definition.label}
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-white/60">
            {definition.description}
          </p>
          <p
            id={statusId}
            ref={statusRef}
            tabIndex={-1}
            className="mt-2 rounded text-xs text-white/60 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            data-testid="setting-status"
          >
            {stored ? (
              <>
                Current:{' '}
                <span className="text-white/85">{settingValueLabel(definition, stored.value)}</span>
                {' · '}Last changed{' '}
                <time dateTime={new Date(stored.updatedAt).toISOString()}>
                  {formatDateTime(stored.updatedAt)}
                </time>
              </>
            ) : (
              <>Not set (default: {definition.defaultLabel})</>
            )}
          </p>
        </div>

        <div className="flex flex-col gap-3 md:w-1/2 md:items-end">
          {definition.control === 'select' ? (
            <div className="w-full md:max-w-72">
              <label htmlFor={controlId} className="sr-only">
                {definition.label}
              </label>
              <Select
                id={controlId}
                value={value}
                disabled={pending}
                aria-describedby={`${descriptionId} ${statusId}`}
                onChange={(event) => setValue(event.target.value)}
              >
                {definition.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </div>
          ) : (
            <div className="flex min-h-12 items-center gap-3">
              <Switch
                id={controlId}
                checked={value !== 'false'}
                disabled={pending}
                aria-describedby={`${descriptionId} ${statusId}`}
                onCheckedChange={(on) => setValue(on ? 'true' : 'false')}
              />
              <label
                htmlFor={controlId}
                className="cursor-pointer text-sm font-medium text-white/85"
              >
                <span className="sr-only">{definition.label}</span>
                <span aria-hidden>{value === 'false' ? 'Off' : 'On'}</span>
              </label>
            </div>
          )}
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                className="flex-1 sm:flex-none"
                onClick={() => void saveDraft()}
                disabled={value === (drafted ?? current) || (pending && busy !== 'draft')}
                loading={busy === 'draft'}
              >
                {busy !== 'draft' && <FilePen aria-hidden />}
                Save draft
              </Button>
              <Button
                size="sm"
                className="flex-1 sm:flex-none"
                onClick={() => void publish()}
                // The draft itself is published from its notice ("Publish draft").
                disabled={value === current || value === drafted || (pending && busy !== 'publish')}
                loading={busy === 'publish'}
              >
                {busy !== 'publish' && <Send aria-hidden />}
                Publish
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="flex-1 sm:flex-none"
                onClick={() => setConfirming(true)}
                disabled={(!stored && !waiting) || pending}
                title={stored || waiting ? undefined : 'Already using the default'}
              >
                <RotateCcw aria-hidden />
                Reset to default
              </Button>
            </div>
          )}
        </div>
      </div>

      <SettingDraftNotice
        settingKey={definition.key}
        label={definition.label}
        valueLabel={words}
        drafts={drafts}
        onDone={focusStatus}
      />

      <ConfirmDialog
        open={confirming}
        title={`Reset ${definition.label.toLowerCase()}?`}
        description={
          <>
            The setting is removed and the site goes back to its default:{' '}
            <strong className="text-white/85">{definition.defaultLabel}</strong>.
            {waiting && ' Its draft is dropped too.'}
          </>
        }
        confirmLabel="Reset to default"
        pending={busy === 'reset'}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
