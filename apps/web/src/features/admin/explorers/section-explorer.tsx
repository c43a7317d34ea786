import { Badge, Button, Card, Switch, cn, toast } from '@forma/ui';
import { readEnabled } from '@forma/validators/values';
import { AlertTriangle, Eye, EyeOff, FilePen, RotateCcw, RotateCw, Save } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { useSectionSettings, type SectionSettingsConfig } from './use-section-settings';
import { useCanEdit } from '../lib/roles';
import { focusSettingDraftNotice, SettingDraftNotice } from '../settings/setting-draft-notice';
import { useSettingDrafts } from '../settings/use-setting-drafts';

/** One style the admin can pick. */
export interface StyleChoice<V extends string> {
  value: V;
  /** "Style 3 · Terminal", "Arc". */
  label: string;
  description: string;
}

/** The data a preview draws (stored content, works): its load state and a retry. */
export interface PreviewData {
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  retrying: boolean;
  /** What the preview falls back to when the load failed (SPEC 3 / 4 fallbacks). */
  errorTitle: string;
}

/** What a section explorer shows and which settings it drives. */
export interface SectionExplorerProps<V extends string> {
  title: string;
  description: string;
  settings: Omit<SectionSettingsConfig<V>, 'styleLabel'>;
  choices: readonly StyleChoice<V>[];
  defaultValue: V;
  /** Label of the visibility switch ("Show the AI section on the landing page"). */
  enabledLabel: string;
  previewData: PreviewData;
  /** The real landing component drawing `value` (called once the preview data has loaded). */
  renderPreview: (value: V) => ReactNode;
  /** Prefix of the page's test ids ("ai-design"). */
  testId: string;
  /** Grid columns of the style cards (defaults to 2 from sm, 4 from xl). */
  gridClassName?: string;
}

const focusRing =
  'focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-2 focus-visible:ring-offset-[#07070c] focus-visible:outline-none';

/**
 * An explorer of one landing section's styles (issue 8 item 5; SPEC 3 settings, SPEC 4 readers):
 * what the landing page shows now (visibility switch, saved design, Back to default), the styles
 * as radio cards (arrow keys move between them), Save this design, and one live preview of the
 * chosen style drawn by the real landing component. Only that one preview runs, inside a
 * scrollable frame. Loading, failure (with retry), saving and toasts are handled here.
 */
export function SectionExplorer<V extends string>({
  title,
  description,
  settings: config,
  choices,
  defaultValue,
  enabledLabel,
  previewData,
  renderPreview,
  testId,
  gridClassName = 'sm:grid-cols-2 xl:grid-cols-4',
}: SectionExplorerProps<V>) {
  const labelOf = (value: V) => choices.find((c) => c.value === value)?.label ?? value;
  const s = useSectionSettings({ ...config, styleLabel: labelOf });
  const canEdit = useCanEdit();
  const drafts = useSettingDrafts();
  const styleDraft = drafts.drafts.get(config.styleKey);
  const draftedStyle = styleDraft ? config.readStyle(styleDraft.value) : null;
  // Null follows the waiting draft, else the saved style; a pick is local until saved.
  const [picked, setPicked] = useState<V | null>(null);
  const selected = picked ?? draftedStyle ?? s.style;
  const id = useId();
  const savingDraft = drafts.pendingKey === config.styleKey;
  const busy = s.saving || s.resetting || savingDraft;
  /** After a draft was published or discarded: what the landing page shows now. */
  const focusStatusCard = () => {
    setPicked(null);
    requestAnimationFrame(() => document.getElementById(`${id}-status`)?.focus());
  };
  const saveDraft = async (value: V) => {
    if (await drafts.saveDraft(config.styleKey, value)) {
      setPicked(null);
      focusSettingDraftNotice(config.styleKey);
      toast({
        title: 'Draft saved',
        description: `${config.section}: ${labelOf(value)} waits as a draft; the landing page still shows ${labelOf(s.style)}.`,
      });
    }
  };

  return (
    <>
      <PageHeader eyebrow="Site" title={title} description={description} />
      {/* A viewer tries every design in the preview; saving a choice is an editor's. */}
      <>
        {s.error != null ? (
          <ErrorState
            title="Could not load the saved settings"
            error={s.error}
            onRetry={s.retry}
            retrying={s.retrying}
          />
        ) : s.isLoading ? (
          <LoadingState />
        ) : (
          <>
            {/* What visitors see now. */}
            <Card
              role="region"
              aria-labelledby={`${id}-status`}
              className="p-5 sm:p-6"
              data-testid={`${testId}-status`}
              data-enabled={String(s.enabled)}
              data-style={s.style}
              data-stored={s.styleRow ? 'true' : 'false'}
            >
              <h2
                id={`${id}-status`}
                tabIndex={-1}
                className="rounded text-base font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
              >
                On the landing page now
              </h2>
              <div className="mt-4 grid gap-5 md:grid-cols-2 md:gap-8">
                <div className="flex flex-col gap-3">
                  <p className="text-xs font-semibold tracking-[0.14em] text-white/55 uppercase">
                    Visibility
                  </p>
                  <div className="flex flex-wrap items-center gap-3">
                    {s.enabled ? (
                      <Badge variant="success">
                        <Eye aria-hidden />
                        Shown
                      </Badge>
                    ) : (
                      <Badge variant="destructive">
                        <EyeOff aria-hidden />
                        Hidden
                      </Badge>
                    )}
                    <span className="text-sm text-white/60">
                      {s.enabled
                        ? 'Visitors see this section.'
                        : 'Visitors do not see this section.'}
                    </span>
                  </div>
                  <div className="flex min-h-10 items-center gap-3">
                    <Switch
                      id={`${id}-enabled`}
                      checked={s.enabledShown}
                      disabled={s.togglingEnabled || !canEdit}
                      onCheckedChange={s.setEnabled}
                      aria-describedby={`${id}-enabled-note`}
                    />
                    <label
                      htmlFor={`${id}-enabled`}
                      className="cursor-pointer text-sm font-medium text-white/85"
                    >
                      {enabledLabel}
                    </label>
                  </div>
                  <p id={`${id}-enabled-note`} className="text-xs text-white/55" aria-live="polite">
                    {s.togglingEnabled
                      ? 'Saving…'
                      : s.enabledRow
                        ? `Changed ${formatDateTime(s.enabledRow.updatedAt)}. Takes effect at once.`
                        : 'Not set: shown by default. Takes effect at once.'}
                  </p>
                </div>

                <div className="flex flex-col gap-3">
                  <p className="text-xs font-semibold tracking-[0.14em] text-white/55 uppercase">
                    Design
                  </p>
                  <p
                    className="text-lg font-semibold tracking-tight"
                    data-testid={`${testId}-saved`}
                  >
                    {labelOf(s.style)}
                    {s.style === defaultValue && (
                      <span className="ml-2 align-middle text-sm font-normal text-white/55">
                        (default)
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-white/55">
                    {s.styleRow
                      ? `Saved ${formatDateTime(s.styleRow.updatedAt)}.`
                      : 'Not set: the landing page uses the default design.'}
                  </p>
                  <div hidden={!canEdit}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setPicked(null);
                        s.resetStyle();
                      }}
                      loading={s.resetting}
                      disabled={!s.styleRow || busy}
                      title={s.styleRow ? undefined : 'Already using the default design'}
                    >
                      {!s.resetting && <RotateCcw aria-hidden />}
                      Back to default
                    </Button>
                  </div>
                </div>
              </div>
            </Card>

            {/* Drafts waiting to be published (issue 20 item 1). */}
            {(styleDraft || drafts.drafts.has(config.enabledKey)) && (
              <div className="mt-4 space-y-3">
                <SettingDraftNotice
                  settingKey={config.styleKey}
                  label={`${config.section} design`}
                  valueLabel={(value) => labelOf(config.readStyle(value))}
                  drafts={drafts}
                  onDone={focusStatusCard}
                />
                <SettingDraftNotice
                  settingKey={config.enabledKey}
                  label={`${config.section} visibility`}
                  valueLabel={(value) => (readEnabled(value) ? 'Shown' : 'Hidden')}
                  drafts={drafts}
                  onDone={focusStatusCard}
                />
              </div>
            )}

            {/* The styles. */}
            <fieldset className="mt-8 min-w-0" aria-describedby={`${id}-hint`}>
              <legend className="mb-1 text-base font-semibold tracking-tight">
                <h2>Choose a design</h2>
              </legend>
              <p id={`${id}-hint`} className="mb-4 text-sm text-white/60">
                Pick a design to preview it below. Nothing changes on the site until you save it; a
                draft waits until it is published.
              </p>
              <div className={cn('grid gap-3', gridClassName)}>
                {choices.map((choice) => {
                  const checked = selected === choice.value;
                  const cardId = `${id}-choice-${choice.value}`;
                  return (
                    <label
                      key={choice.value}
                      data-testid={`${testId}-choice`}
                      data-value={choice.value}
                      className={cn(
                        'relative flex cursor-pointer flex-col gap-2 rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400 has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-[#07070c]',
                        checked
                          ? 'border-violet-400/70 bg-violet-500/[0.1]'
                          : 'border-white/10 bg-white/[0.03] hover:border-white/20 hover:bg-white/[0.05]',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-style`}
                        value={choice.value}
                        checked={checked}
                        onChange={() => setPicked(choice.value)}
                        aria-labelledby={`${cardId}-label ${cardId}-badges`}
                        aria-describedby={`${cardId}-description`}
                        // Covers the card, invisible: a click anywhere on it lands on the radio.
                        className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
                      />
                      <span className="flex items-start justify-between gap-3">
                        <span id={`${cardId}-label`} className="text-sm font-semibold text-white">
                          {choice.label}
                        </span>
                        <span
                          aria-hidden
                          className={cn(
                            'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border',
                            checked ? 'border-violet-300 bg-violet-500' : 'border-white/30',
                          )}
                        >
                          {checked && <span className="size-1.5 rounded-full bg-white" />}
                        </span>
                      </span>
                      <span id={`${cardId}-description`} className="flex-1 text-sm text-white/60">
                        {choice.description}
                      </span>
                      <span id={`${cardId}-badges`} className="flex flex-wrap gap-1.5">
                        {s.style === choice.value && <Badge variant="success">Saved</Badge>}
                        {choice.value === defaultValue && <Badge>Default</Badge>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>

            <Card className="mt-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
              <p className="text-sm text-white/70" aria-live="polite">
                {selected === s.style ? (
                  <>
                    Previewing the saved design:{' '}
                    <span className="text-white">{labelOf(selected)}</span>.
                  </>
                ) : selected === draftedStyle ? (
                  <>
                    Previewing the draft: <span className="text-white">{labelOf(selected)}</span>,
                    not live yet.
                  </>
                ) : (
                  <>
                    Previewing <span className="text-white">{labelOf(selected)}</span>: not saved
                    yet.
                  </>
                )}
              </p>
              {canEdit ? (
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void saveDraft(selected)}
                    loading={savingDraft}
                    // Nothing to draft: the pick is already live, or already the draft.
                    disabled={selected === s.style || selected === draftedStyle || busy}
                  >
                    {!savingDraft && <FilePen aria-hidden />}
                    Save as draft
                  </Button>
                  <Button
                    size="sm"
                    onClick={() => s.saveStyle(selected)}
                    loading={s.saving}
                    disabled={selected === s.style || busy}
                  >
                    {!s.saving && <Save aria-hidden />}
                    Save this design
                  </Button>
                </div>
              ) : null}
            </Card>

            {/* One live preview: the chosen style. */}
            <section aria-labelledby={`${id}-preview`} className="mt-8">
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id={`${id}-preview`} className="text-base font-semibold tracking-tight">
                  Preview: {labelOf(selected)}
                </h2>
                <p className="text-sm text-white/55">
                  {s.enabled
                    ? 'As visitors will see it. Scroll inside the frame.'
                    : 'The section is hidden on the site right now.'}
                </p>
              </div>
              {previewData.error != null && !previewData.isLoading && (
                <div
                  role="alert"
                  className="mb-3 flex flex-col gap-3 rounded-2xl border border-amber-400/25 bg-amber-500/[0.07] p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <p className="flex gap-2 text-sm text-amber-100">
                    <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                    <span>
                      {previewData.errorTitle}{' '}
                      <span className="text-amber-100/70">({errorMessage(previewData.error)})</span>
                    </span>
                  </p>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={previewData.retry}
                    loading={previewData.retrying}
                    className="shrink-0"
                  >
                    {!previewData.retrying && <RotateCw aria-hidden />}
                    Try again
                  </Button>
                </div>
              )}
              <div
                role="region"
                aria-label={`Live preview of ${labelOf(selected)}`}
                tabIndex={0}
                data-testid={`${testId}-preview`}
                data-preview-style={selected}
                className={cn(
                  'max-h-[75vh] overflow-x-hidden overflow-y-auto overscroll-contain rounded-2xl border border-white/10 bg-black',
                  focusRing,
                )}
              >
                {previewData.isLoading ? <PreviewSkeleton /> : renderPreview(selected)}
              </div>
            </section>
          </>
        )}
      </>
    </>
  );
}

/** Placeholder of the preview frame while its data or the style's chunk loads. */
export function PreviewSkeleton() {
  return (
    <div role="status" aria-label="Loading the preview" className="space-y-4 p-6 sm:p-10">
      <Skeleton className="mx-auto h-6 w-32 rounded-full" />
      <Skeleton className="mx-auto h-10 w-3/4 max-w-xl" />
      <Skeleton className="mx-auto h-4 w-2/3 max-w-lg" />
      <div className="grid gap-4 pt-6 sm:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

function LoadingState() {
  return (
    <div role="status" aria-label="Loading the saved settings" className="space-y-6">
      <Card className="space-y-4 p-6">
        <Skeleton className="h-5 w-48" />
        <div className="grid gap-6 md:grid-cols-2">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      </Card>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}
