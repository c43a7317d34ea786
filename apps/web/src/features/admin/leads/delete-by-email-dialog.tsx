import { Button, FormField, Input, toast } from '@forma/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../lib/errors';
import { formatCount } from '../lib/format';
import { serverIssues } from '../lib/form-errors';
import { useAdminContext } from '../lib/use-admin-api';

/**
 * "Delete a person's data" (issue 11 item 6, retention): every submission, note and shortlist
 * entry of one e-mail address, for good. The address is checked by the server
 * (`deleteByEmailInput`); its message shows under the field. On success the dialog says
 * "Deleted N submissions for x@y" (and a toast repeats it).
 */
export function DeleteByEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { trpc, queryClient } = useAdminContext();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string>();

  const remove = useMutation(
    trpc.admin.leads.deleteByEmail.mutationOptions({
      onSuccess: ({ deleted }, { email: address }) => {
        const text = `Deleted ${formatCount(deleted)} ${deleted === 1 ? 'submission' : 'submissions'} for ${address}`;
        setResult(text);
        toast({ title: text });
      },
      onError: (err) => {
        const issue = serverIssues(err).find((i) => i.path[0] === 'email');
        setError(issue?.message ?? errorMessage(err));
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
    }),
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setEmail('');
      setError(undefined);
      setResult(undefined);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-white/10 bg-[#0e0e17] p-0 text-white shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)] backdrop:bg-black/65 backdrop:backdrop-blur-sm"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          Delete a person’s data
        </h2>
        {result ? (
          <>
            <p role="status" className="mt-3 text-sm text-white/80">
              {result}.
            </p>
            <div className="mt-6 flex justify-end">
              <Button variant="secondary" size="sm" onClick={onClose} autoFocus>
                Close
              </Button>
            </div>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setError(undefined);
              remove.mutate({ email });
            }}
          >
            <p className="mt-2 text-sm leading-relaxed text-white/60">
              Every contact submission from this address, with its notes, timeline and shortlist, is
              deleted for good. This cannot be undone.
            </p>
            <FormField id="delete-email" label="Email address" error={error} className="mt-5">
              <Input
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoFocus
              />
            </FormField>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" size="sm" onClick={close} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" size="sm" loading={remove.isPending}>
                Delete all data
              </Button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
