import { Button, Card, Select, Switch, cn, toast } from '@forma/ui';
import type { SettingKey } from '@forma/validators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RotateCcw, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';
import { ReadOnlyNote } from '../components/read-only-note';
import {
  SETTING_DEFINITIONS,
  settingValueLabel,
  type SettingDefinition,
} from './setting-definitions';

/** A stored setting as `settings.list` returns it. */
interface StoredSetting {
  key: string;
  value: string;
  updatedAt: Date | string;
}

/**
 * /admin/settings (issue 8 item 6): every known setting of SPEC 3 with a control fitting its
 * values (SPEC 4), its current value or "Not set (default: …)", when it last changed, Save per
 * row and "Reset to default" (confirmed; `settings.delete`, so the default behaviour returns).
 * Loads with `settings.list`; a failed load shows the reason and a retry.
 */
export function SettingsPage() {
  const { trpc } = useAdminContext();
  const canEdit = useCanEdit();
  const settings = useQuery(trpc.settings.list.queryOptions());
  const stored = new Map((settings.data ?? []).map((s) => [s.key, s as StoredSetting]));

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Settings"
        description="Choose how the landing page looks. A setting that is not set uses the site's default."
      />
      {settings.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading settings">
          {SETTING_DEFINITIONS.map((d) => (
            <Card key={d.key} className="space-y-3 p-5">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-12 w-full" />
            </Card>
          ))}
        </div>
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        // A viewer reads the values; the disabled fieldset keeps every control from changing.
        <fieldset disabled={!canEdit} className="space-y-4">
          {!canEdit && <ReadOnlyNote />}
          {SETTING_DEFINITIONS.map((definition) => {
            const row = stored.get(definition.key);
            return (
              <SettingRow
                // A new stored value (after Save or Reset) starts the row's draft afresh.
                key={`${definition.key}:${row?.value ?? ''}:${String(row?.updatedAt ?? '')}`}
                definition={definition}
                stored={row}
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
 * One setting: its control (a select or a switch) holding a local draft, the stored value or
 * "Not set (default: …)", when it last changed, Save (PUT; for contact design's "Default form"
 * an unset) and Reset to default (confirm dialog, then `settings.delete`). Toasts report the
 * outcome with the server's message.
 */
function SettingRow({
  definition,
  stored,
  canEdit,
}: {
  definition: SettingDefinition;
  stored: StoredSetting | undefined;
  /** False for a viewer: the value, no Save or Reset. */
  canEdit: boolean;
}) {
  const { trpc, queryClient } = useAdminContext();
  const id = useId();
  const controlId = `${id}-control`;
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const statusId = `${id}-status`;
  const known = stored && definition.options.some((o) => o.value === stored.value);
  const current = known ? stored.value : definition.defaultValue;
  const [draft, setDraft] = useState(current);
  const [confirming, setConfirming] = useState(false);

  const refresh = async (key: SettingKey) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.settings.list.queryKey() }),
      // The landing page's cached reads of this setting (features/landing/data.ts).
      queryClient.invalidateQueries({ queryKey: [`/api/settings/${key}`] }),
    ]);
  };
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const update = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (row) =>
        toast({
          title: 'Setting saved',
          description: `${definition.label} is now ${settingValueLabel(definition, row.value)}.`,
        }),
      onError: failed(`Could not save ${definition.label.toLowerCase()}`),
      onSettled: () => refresh(definition.key),
    }),
  );
  const remove = useMutation(
    trpc.settings.delete.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Setting reset',
          description: `${definition.label} is back to its default (${definition.defaultLabel}).`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        failed(`Could not reset ${definition.label.toLowerCase()}`)(error);
      },
      onSettled: () => refresh(definition.key),
    }),
  );

  const pending = update.isPending || remove.isPending;
  const dirty = draft !== current;
  const save = () => {
    if (draft === '') remove.mutate({ key: definition.key });
    else update.mutate({ key: definition.key, value: draft });
  };

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between md:gap-6"
    >
      <div className="min-w-0 md:w-1/2">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          {definition.label}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-white/60">
          {definition.description}
        </p>
        <p id={statusId} className="mt-2 text-xs text-white/60" data-testid="setting-status">
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

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center md:w-1/2 md:justify-end">
        {definition.control === 'select' ? (
          <div className="sm:min-w-48 sm:flex-1">
            <label htmlFor={controlId} className="sr-only">
              {definition.label}
            </label>
            <Select
              id={controlId}
              value={draft}
              disabled={pending}
              aria-describedby={`${descriptionId} ${statusId}`}
              onChange={(event) => setDraft(event.target.value)}
            >
              {definition.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <div className="flex min-h-12 items-center gap-3 sm:flex-1">
            <Switch
              id={controlId}
              checked={draft !== 'false'}
              disabled={pending}
              aria-describedby={`${descriptionId} ${statusId}`}
              onCheckedChange={(on) => setDraft(on ? 'true' : 'false')}
            />
            <label htmlFor={controlId} className="cursor-pointer text-sm font-medium text-white/85">
              <span className="sr-only">{definition.label}</span>
              <span aria-hidden>{draft === 'false' ? 'Off' : 'On'}</span>
            </label>
          </div>
        )}
        {canEdit && (
          <div className="flex gap-2">
            <Button
              size="sm"
              className={cn('flex-1 sm:flex-none')}
              onClick={save}
              disabled={!dirty || remove.isPending}
              loading={update.isPending || (remove.isPending && !confirming)}
            >
              {!update.isPending && <Save aria-hidden />}
              Save
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="flex-1 sm:flex-none"
              onClick={() => setConfirming(true)}
              disabled={!stored || pending}
              title={stored ? undefined : 'Already using the default'}
            >
              <RotateCcw aria-hidden />
              Reset to default
            </Button>
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        title={`Reset ${definition.label.toLowerCase()}?`}
        description={
          <>
            The setting is removed and the site goes back to its default:{' '}
            <strong className="text-white/85">{definition.defaultLabel}</strong>.
          </>
        }
        confirmLabel="Reset to default"
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ key: definition.key })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
