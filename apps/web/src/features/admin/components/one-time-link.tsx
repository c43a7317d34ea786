import { Button, cn, FormField, Input } from '@forma/ui';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { copyLink } from '../lib/copy-link';

/** What the field holds: a link (the default) or a secret (a webhook's signing secret). */
const KINDS = {
  link: {
    copy: 'Copy link',
    once: 'It is shown only now: copy it before you leave this page.',
  },
  secret: {
    copy: 'Copy secret',
    once: 'It will not be shown again: copy it now and keep it somewhere safe.',
  },
} as const;

/**
 * A link or secret shown once (a preview link, an invitation, a webhook's signing secret, issue
 * 43): a read-only field that selects itself, a hint saying until when it works and that it is
 * shown only now, Copy link (or Copy secret, `kind`), and any other `actions` beside it. `id` is
 * the field's id (callers focus it once the value is made); `className` adds to the box.
 */
export function OneTimeLink({
  id,
  groupLabel,
  label,
  hint,
  url,
  actions,
  kind = 'link',
  className,
}: {
  id: string;
  groupLabel: string;
  label: string;
  hint: string;
  /** The value shown: the link, or the secret. */
  url: string;
  actions?: ReactNode;
  kind?: keyof typeof KINDS;
  className?: string;
}) {
  const words = KINDS[kind];
  return (
    <div
      role="group"
      aria-label={groupLabel}
      className={cn('mb-6 rounded-2xl border border-violet-400/30 bg-violet-500/10 p-4', className)}
    >
      <FormField id={id} label={label} hint={`${hint} ${words.once}`}>
        {(wiring) => (
          <Input
            {...wiring}
            readOnly
            value={url}
            className={kind === 'secret' ? 'font-mono' : undefined}
            onFocus={(e) => e.target.select()}
          />
        )}
      </FormField>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" type="button" onClick={() => void copyLink(url, kind)}>
          <Copy aria-hidden />
          {words.copy}
        </Button>
        {actions}
      </div>
    </div>
  );
}
