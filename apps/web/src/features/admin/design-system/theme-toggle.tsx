import { cn } from '@forma/ui';
import { Moon, Sun } from 'lucide-react';
import type { PreviewTheme } from '../../../lib/preview-theme';

const OPTIONS = [
  { theme: 'dark', label: 'Dark', Icon: Moon },
  { theme: 'light', label: 'Light', Icon: Sun },
] as const;

/** Two pressed/unpressed buttons that pick the preview's theme. */
export function ThemeToggle({
  theme,
  onChange,
}: {
  theme: PreviewTheme;
  onChange: (theme: PreviewTheme) => void;
}) {
  return (
    <div role="group" aria-labelledby="ds-theme-label" className="flex flex-col gap-2">
      <p
        id="ds-theme-label"
        className="text-[11px] font-semibold tracking-[0.14em] text-white/60 uppercase"
      >
        Preview theme
      </p>
      <div className="inline-flex w-fit gap-1 rounded-full border border-white/10 bg-white/[0.04] p-1">
        {OPTIONS.map(({ theme: value, label, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={theme === value}
            onClick={() => onChange(value)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium text-white/65 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
              'aria-pressed:bg-white/[0.1] aria-pressed:text-white aria-pressed:shadow-[inset_0_1px_0_rgba(255,255,255,0.08)]',
            )}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
