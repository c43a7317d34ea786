import { Button, FormField, Input } from '@forma/ui';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { copyLink } from '../lib/copy-link';

/**
 * A link whose secret is shown once (a preview link, an invitation): a read-only field that
 * selects itself, a hint saying until when it works and to copy it now, Copy link, and any other
 * `actions` beside it. `id` is the field's id (callers focus it once the link is made).
 */
export function OneTimeLink({
  id,
  groupLabel,
  label,
  hint,
  url,
  actions,
}: {
  id: string;
  groupLabel: string;
  label: string;
  hint: string;
  url: string;
  actions?: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={groupLabel}
      className="mb-6 rounded-2xl border border-violet-400/30 bg-violet-500/10 p-4"
    >
      <FormField
        id={id}
        label={label}
        hint={`${hint} It is shown only now: copy it before you leave this page.`}
      >
        {(wiring) => <Input {...wiring} readOnly value={url} onFocus={(e) => e.target.select()} />}
      </FormField>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" type="button" onClick={() => void copyLink(url)}>
          <Copy aria-hidden />
          Copy link
        </Button>
        {actions}
      </div>
    </div>
  );
}
