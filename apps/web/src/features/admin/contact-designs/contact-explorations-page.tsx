import { Badge, Button, Card, cn, toast } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { Check, Eye, FilePen, RotateCcw, Save, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ContactSectionView } from '../../landing/contact/contact-section';
import {
  CONTACT_DESIGN_NUMBERS,
  CONTACT_FORM_DESIGNS,
  type ContactDesignNumber,
} from '../../landing/contact/designs';
import { PageHeader } from '../components/page-header';
import { ErrorState } from '../components/states';
import { useContactDesignChoice } from './use-contact-design-choice';
import { useCanEdit } from '../lib/roles';
import { focusInView } from '../lib/focus-in-view';
import { focusSettingDraftNotice, SettingDraftNotice } from '../settings/setting-draft-notice';
import { useSettingDrafts } from '../settings/use-setting-drafts';
import { parseContactDesign } from './use-contact-design-choice';

const KEY = 'selectedContactFormDesign';

/** A design in the admin's words: "Design 3 (Name)", or the default form. */
const designWords = (value: string | null) => {
  const n = parseContactDesign(value);
  return n ? `Design ${n} (${CONTACT_FORM_DESIGNS[n].name})` : 'the default form';
};

/** The full-preview route of a design (`/admin/contact-form-explorations/design{n}`). */
export const designPreviewPath = (n: ContactDesignNumber) =>
  `/admin/contact-form-explorations/design${n}` as const;

/**
 * /admin/contact-form-explorations (SPEC 2 "Admin contact form explorer", SPEC 4 "Contact form
 * design", SPEC 8 design toasts): a grid of the 7 designs (Select, View), a preview panel of the
 * chosen one (the real landing component) with Clear Selection, and Save Selected Design once a
 * design is chosen. Selecting is local until Save; with nothing chosen, "Use default form" unsets
 * a saved choice. "Save as draft" keeps the choice (or the default form) as the setting's draft
 * (issue 20 item 1), shown above the grid with Publish draft and Discard draft.
 */
export function ContactExplorationsPage() {
  const choice = useContactDesignChoice();
  const canEdit = useCanEdit();
  const [selected, setSelected] = useState<ContactDesignNumber | null>(null);
  const [touched, setTouched] = useState(false);
  const drafts = useSettingDrafts();
  const draft = drafts.drafts.get(KEY);
  // The design the draft names (null: the default form), or undefined without a draft.
  const drafted = draft ? parseContactDesign(draft.value) : undefined;
  // Start from the waiting draft, else the saved design, until the admin picks one (or clears
  // the selection).
  useEffect(() => {
    if (!touched) setSelected(drafted === undefined ? choice.saved : drafted);
  }, [choice.saved, drafted, touched]);
  const pick = (n: ContactDesignNumber | null) => {
    setTouched(true);
    setSelected(n);
  };
  const previewId = useId();
  // The saved design's line: focus goes there once the draft is published or discarded.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const savingDraft = drafts.pendingKey === KEY;
  const busy = choice.saving || choice.resetting || savingDraft;
  const saveDraft = async (design: ContactDesignNumber | null) => {
    const value = design === null ? null : String(design);
    if (await drafts.saveDraft(KEY, value)) {
      setTouched(false);
      focusSettingDraftNotice(KEY);
      toast({
        title: 'Draft saved',
        description: `${designWords(value)} waits as a draft; the landing page is unchanged until it is published.`,
      });
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Contact form designs"
        description="Choose the contact form the landing page shows. Pick a design, check it in the preview, then save it."
      />
      {/* A viewer tries every design in the preview; saving a choice is an editor's. */}
      <>
        {choice.error != null && (
          <div className="mb-6">
            <ErrorState
              title="Could not load the selected contact form design."
              error={choice.error}
              onRetry={choice.retry}
              retrying={choice.retrying}
            />
          </div>
        )}
        <p
          className="mb-4 rounded text-sm text-white/60 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          data-testid="contact-design-status"
          ref={statusRef}
          tabIndex={-1}
        >
          {choice.isLoading
            ? 'Loading the saved design…'
            : choice.saved
              ? `Saved: Design ${choice.saved} (${CONTACT_FORM_DESIGNS[choice.saved].name})`
              : 'Saved: none (the landing page shows the default form)'}
        </p>

        <div className="mb-6 empty:hidden">
          <SettingDraftNotice
            settingKey={KEY}
            label="Contact form design"
            valueLabel={designWords}
            drafts={drafts}
            onDone={() => {
              setTouched(false);
              requestAnimationFrame(() => focusInView(statusRef.current));
            }}
          />
        </div>

        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Contact form designs">
          {CONTACT_DESIGN_NUMBERS.map((n) => {
            const design = CONTACT_FORM_DESIGNS[n];
            const isSelected = selected === n;
            const titleId = `${previewId}-design-${n}`;
            return (
              <li key={n}>
                <Card
                  role="group"
                  aria-labelledby={titleId}
                  className={cn(
                    'flex h-full flex-col gap-3 p-5 transition-colors',
                    isSelected && 'border-violet-400/60 bg-violet-500/[0.07]',
                  )}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 id={titleId} className="text-base font-semibold tracking-tight">
                      Design {n}: {design.name}
                    </h2>
                    {choice.saved === n && <Badge variant="success">Saved</Badge>}
                  </div>
                  <p className="flex-1 text-sm text-white/60">{design.description}</p>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant={isSelected ? 'primary' : 'secondary'}
                      aria-pressed={isSelected}
                      onClick={() => pick(n)}
                      className="flex-1 sm:flex-none"
                    >
                      {isSelected ? <Check aria-hidden /> : null}
                      {/* The name starts with the visible text (WCAG 2.5.3, label in name). */}
                      {isSelected ? 'Selected' : 'Select'}
                      <span className="sr-only"> design {n}</span>
                    </Button>
                    <Link
                      to={designPreviewPath(n)}
                      className="inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-full border border-white/15 bg-white/[0.04] px-4 text-sm font-medium hover:bg-white/[0.08] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none sm:flex-none"
                    >
                      <Eye className="size-4" aria-hidden />
                      View<span className="sr-only"> design {n}</span>
                    </Link>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>

        <section aria-labelledby={`${previewId}-title`} className="mt-8">
          <Card className="p-4 sm:p-5">
            <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h2 id={`${previewId}-title`} className="text-base font-semibold tracking-tight">
                  Preview
                </h2>
                <p className="mt-1 text-sm text-white/60" aria-live="polite">
                  {selected
                    ? `Design ${selected}: ${CONTACT_FORM_DESIGNS[selected].name}`
                    : 'No design selected: the default contact form.'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => pick(null)}
                  disabled={selected === null || busy}
                >
                  <X aria-hidden />
                  Clear Selection
                </Button>
                {canEdit && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void saveDraft(selected)}
                    loading={savingDraft}
                    // Nothing to draft: the pick is already live, or already the draft.
                    disabled={busy || selected === choice.saved || selected === drafted}
                  >
                    {!savingDraft && <FilePen aria-hidden />}
                    Save as draft
                  </Button>
                )}
                {!canEdit ? null : selected !== null ? (
                  <Button
                    size="sm"
                    onClick={() => choice.save(selected)}
                    loading={choice.saving}
                    disabled={busy}
                  >
                    {!choice.saving && <Save aria-hidden />}
                    Save Selected Design
                  </Button>
                ) : (
                  choice.saved !== null && (
                    <Button
                      size="sm"
                      onClick={choice.reset}
                      loading={choice.resetting}
                      disabled={busy}
                    >
                      {!choice.resetting && <RotateCcw aria-hidden />}
                      Use default form
                    </Button>
                  )
                )}
              </div>
            </div>
            <div
              className="overflow-hidden rounded-2xl border border-white/10"
              data-testid="contact-design-preview"
              data-preview-design={selected ?? 'default'}
            >
              <ContactSectionView design={selected} preview />
            </div>
          </Card>
        </section>
      </>
    </>
  );
}
