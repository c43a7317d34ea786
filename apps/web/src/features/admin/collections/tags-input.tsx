import { cn, controlClasses } from '@forma/ui';
import { X } from 'lucide-react';
import { useState } from 'react';

/**
 * A list of short texts edited as chips: type and press Enter or comma to add, Backspace in the
 * empty input removes the last one, each chip has a remove button. Duplicates are ignored.
 * `readOnly`: the chips without remove buttons, and an input that takes nothing (a viewer,
 * issue 44 item 3).
 */
export function TagsInput({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  maxLength = 60,
  placeholder = 'Add…',
  readOnly = false,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
}) {
  const [draft, setDraft] = useState('');
  /** Adds every non-empty, new text of `texts` in one change. */
  const addAll = (texts: readonly string[]) => {
    const next = [...value];
    for (const text of texts) {
      const tag = text.trim().slice(0, maxLength);
      if (tag && !next.includes(tag)) next.push(tag);
    }
    if (next.length !== value.length) onChange(next);
  };
  const add = (text: string) => {
    setDraft('');
    addAll([text]);
  };
  return (
    <div
      className={cn(
        controlClasses,
        'flex min-h-12 flex-wrap items-center gap-1.5 px-2 py-2 focus-within:border-violet-400/70 focus-within:ring-2 focus-within:ring-violet-500/40',
      )}
      aria-invalid={invalid || undefined}
    >
      <ul className="contents" aria-label="Added">
        {value.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full border border-violet-400/30 bg-violet-500/10 py-0.5 pr-1 pl-2.5 text-sm text-violet-100"
          >
            {tag}
            {!readOnly && (
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="inline-flex size-5 items-center justify-center rounded-full text-violet-200/80 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            )}
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={draft}
        placeholder={readOnly ? undefined : placeholder}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) {
            // Typed or pasted 'a, b, c': every complete piece is added, the rest stays typed.
            const pieces = text.split(',');
            setDraft(pieces.pop() ?? '');
            addAll(pieces);
          } else setDraft(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(draft);
          } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => {
          add(draft);
          onBlur?.();
        }}
        className="min-w-32 flex-1 bg-transparent px-2 text-base text-white md:text-sm placeholder:text-white/60 focus:outline-none"
      />
    </div>
  );
}
