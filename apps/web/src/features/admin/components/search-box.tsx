import { Input } from '@forma/ui';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

/** Search field that reports its text after a short pause (and at once on Enter or clear). */
export function SearchBox({
  value,
  onSearch,
  label = 'Search messages',
  id = 'inbox-search',
}: {
  value: string;
  onSearch: (q: string) => void;
  /** Accessible label and placeholder. */
  label?: string;
  id?: string;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  // Follow the URL when it changes from elsewhere (back button, links).
  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: string, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next.trim()), delay);
  };

  return (
    <form
      role="search"
      className="relative w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        schedule(text, 0);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-white/60"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        autoComplete="off"
        className="h-11 pr-10 pl-10 text-sm [&::-webkit-search-cancel-button]:hidden"
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value, DEBOUNCE_MS);
        }}
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-white/50 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          onClick={() => {
            setText('');
            schedule('', 0);
          }}
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </form>
  );
}
