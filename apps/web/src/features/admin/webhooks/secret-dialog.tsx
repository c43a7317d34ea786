import { Button } from '@forma/ui';
import { useId } from 'react';
import { OneTimeLink } from '../components/one-time-link';
import { MODAL_DIALOG_CLASS, useModalDialog } from '../components/use-modal-dialog';
import { formatDateTime } from '../lib/format';

/** A signing secret to show once: whose, the secret, and until when the old one signs (rotate). */
export interface ShownSecret {
  url: string;
  secret: string;
  /** After a rotation: the old secret keeps signing until then. Null for a new endpoint. */
  previousUntil: Date | null;
}

/**
 * The signing secret of a new or rotated webhook endpoint (issue 43), shown once in a modal: the
 * secret in a read-only field with Copy secret, the sentence that it will not be shown again,
 * and for a rotation until when the old secret keeps signing. `shown` null: closed. Escape or
 * Done closes it (`onClose`); a click beside it does not, so the secret is not lost by accident.
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
}) {
  const ref = useModalDialog(shown !== null, onClose);
  const titleId = useId();
  const rotated = shown?.previousUntil ?? null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`${MODAL_DIALOG_CLASS} max-w-lg`}
    >
      {shown && (
        <div className="flex flex-col gap-4 p-6">
          <div>
            <h2 id={titleId} className="text-lg font-semibold tracking-tight">
              {rotated ? 'New signing secret' : 'Endpoint added: its signing secret'}
            </h2>
            <p className="mt-2 text-sm leading-relaxed break-words text-white/60">
              Every delivery to <span className="break-all text-white/85">{shown.url}</span> carries
              a <code className="font-mono text-[13px] text-white/80">Forma-Signature</code> header
              made with this secret. Your receiver checks it (for example with{' '}
              <code className="font-mono text-[13px] text-white/80">verifyFormaWebhook</code>)
              before it trusts a delivery.
            </p>
          </div>
          <OneTimeLink
            id="webhook-secret"
            kind="secret"
            className="mb-0"
            groupLabel="Signing secret"
            label={`Signing secret for ${shown.url}`}
            hint={
              rotated
                ? `The old secret keeps signing beside it until ${formatDateTime(rotated)}: switch your receiver to the new one before then.`
                : 'Keep it in your receiver’s settings.'
            }
            url={shown.secret}
          />
          <div className="flex justify-end">
            <Button size="sm" variant="secondary" onClick={onClose}>
              Done
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
