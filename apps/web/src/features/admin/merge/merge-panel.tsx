import { Button } from '@forma/ui';
import { GitMerge } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../lib/format';
import { applyChoices, type MergeResult, type MergeSide } from './three-way-merge';

/** Who saved the version being merged in, and when. */
export interface MergeAuthor {
  username: string | null;
  updatedAt: Date | string;
}

/** A value as the merge view shows it: text as written, a list as its items, empty said so. */
function ValueText({ value }: { value: unknown }) {
  if (value === undefined || value === null || value === '')
    return <span className="text-white/45 italic">Empty (the default shows)</span>;
  if (Array.isArray(value))
    return (
      <ol className="list-decimal space-y-0.5 pl-5">
        {value.map((item, i) => (
          <li key={i}>
            <ValueText value={item} />
          </li>
        ))}
      </ol>
    );
  if (typeof value === 'object')
    return (
      <span>
        {Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== '' && v !== undefined)
          .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
          .join(' · ')}
      </span>
    );
  return <span>{String(value)}</span>;
}

const column = 'min-w-0 rounded-lg border border-white/10 bg-black/20 p-3 text-sm break-words';

/** One side of a conflict to choose: a radio named by its side, with the value it keeps. */
function Choice({
  name,
  label,
  value,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  value: unknown;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className={`${column} cursor-pointer has-[:checked]:border-violet-400`}>
      <span className="mb-1 flex items-center gap-2 text-xs font-medium tracking-wide text-white/70 uppercase">
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={onChoose}
          className="accent-violet-400"
        />
        {label}
      </span>
      <ValueText value={value} />
    </label>
  );
}

/**
 * The merge of a save that someone else's came before (issue 41 item 2): what was merged on its
 * own (fields only one side changed), and, field by field, the version both opened, theirs (who,
 * when) and yours, with a choice for each. "Use this merge" puts the result in the form, based
 * on their revision; the person then saves as usual (or edits further first). Nothing is saved
 * here and nothing typed is lost. The heading takes focus when the view opens.
 */
export function MergePanel({
  result,
  theirs,
  onApply,
}: {
  result: MergeResult;
  theirs: MergeAuthor;
  /** The merged fields, each conflict decided. */
  onApply: (merged: Record<string, unknown>) => void;
}) {
  const [choices, setChoices] = useState<Record<string, MergeSide>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const who = theirs.username ?? 'Someone';
  const undecided = result.conflicts.filter((c) => !choices[c.path]);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    // The whole view, below the console's sticky header (scroll-mt).
    headingRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 scroll-mt-24 rounded-2xl border border-amber-300/40 bg-amber-300/[0.06] p-4 sm:p-6"
      data-testid="merge-panel"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-amber-100 focus:outline-none"
      >
        <GitMerge className="size-5 shrink-0" aria-hidden />
        {who} saved this while you were editing
      </h2>
      <p className="mt-1 text-sm text-white/70">
        Saved by {who} on {formatDateTime(theirs.updatedAt)}. Nothing of yours is lost: what only
        one of you changed is merged already. Pick a version below for what you both changed, then
        save again.
      </p>
      {(result.takenFromTheirs.length > 0 || result.keptFromMine.length > 0) && (
        <ul className="mt-3 space-y-1 text-sm text-white/70">
          {result.takenFromTheirs.length > 0 && (
            <li>
              <span className="font-medium text-white/90">Taken from {who}:</span>{' '}
              {result.takenFromTheirs.join(', ')}
            </li>
          )}
          {result.keptFromMine.length > 0 && (
            <li>
              <span className="font-medium text-white/90">Kept from you:</span>{' '}
              {result.keptFromMine.join(', ')}
            </li>
          )}
        </ul>
      )}
      <div className="mt-4 space-y-4">
        {result.conflicts.map((conflict) => {
          const name = `${id}-${conflict.path}`;
          return (
            <fieldset
              key={conflict.path}
              className="rounded-xl border border-white/10 p-3 sm:p-4"
              data-testid="merge-conflict"
            >
              <legend className="px-1 text-sm font-semibold">{conflict.label}</legend>
              <div className="grid gap-3 md:grid-cols-3">
                <div className={column}>
                  <p className="mb-1 text-xs font-medium tracking-wide text-white/50 uppercase">
                    When you opened it
                  </p>
                  <ValueText value={conflict.base} />
                </div>
                <Choice
                  name={name}
                  label={`Use ${who}'s`}
                  value={conflict.theirs}
                  checked={choices[conflict.path] === 'theirs'}
                  onChoose={() => setChoices((c) => ({ ...c, [conflict.path]: 'theirs' }))}
                />
                <Choice
                  name={name}
                  label="Keep yours"
                  value={conflict.mine}
                  checked={choices[conflict.path] === 'mine'}
                  onChoose={() => setChoices((c) => ({ ...c, [conflict.path]: 'mine' }))}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          disabled={undecided.length > 0}
          aria-describedby={undecided.length > 0 ? `${id}-left` : undefined}
          onClick={() => onApply(applyChoices(result, choices))}
        >
          Use this merge
        </Button>
        {undecided.length > 0 && (
          <p id={`${id}-left`} className="text-sm text-white/60">
            Choose a version for{' '}
            {undecided.length === 1 ? 'one field' : `${undecided.length} fields`} first. You can
            still edit the form afterwards.
          </p>
        )}
      </div>
    </section>
  );
}
