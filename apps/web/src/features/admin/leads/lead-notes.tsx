import { Button, Card, FormField, Textarea, toast } from '@forma/ui';
import type { LeadDetail } from '@forma/validators';
import { leadNoteInput } from '@forma/validators/leads';
import { useMutation } from '@tanstack/react-query';
import { StickyNote } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { serverIssues } from '../lib/form-errors';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';

const noteBody = leadNoteInput.shape.body;

/**
 * Internal notes of a lead (issue 11 item 3), newest first with who and when, and the add-note
 * form: checked with the contract's schema before sending, the server's message under the field
 * when it refuses, and the draft kept until the note is saved. A viewer reads the notes only
 * (issue 44 item 3).
 */
export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const add = useMutation(
    trpc.admin.leads.addNote.mutationOptions({
      onSuccess: () => {
        setDraft('');
        toast({ title: 'Note added' });
      },
      onError: (err) => {
        const issue = serverIssues(err).find((i) => i.path[0] === 'body');
        if (issue) setError(issue.message);
        else
          toast({
            title: 'Could not add the note',
            description: errorMessage(err),
            variant: 'destructive',
          });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() }),
    }),
  );

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold">
        Notes <span className="text-sm font-normal text-white/50">({lead.notes.length})</span>
      </h2>
      {canEdit && (
        <form
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = noteBody.safeParse(draft);
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message ?? 'Check the note');
              return;
            }
            setError(undefined);
            add.mutate({ id: lead.id, body: parsed.data });
          }}
        >
          <FormField id="lead-note" label="Add an internal note" error={error}>
            <Textarea
              rows={3}
              value={draft}
              placeholder="Only admins see notes."
              onChange={(e) => {
                setDraft(e.target.value);
                if (error) setError(undefined);
              }}
            />
          </FormField>
          <div className="mt-3 flex justify-end">
            <Button type="submit" variant="secondary" size="sm" loading={add.isPending}>
              Add note
            </Button>
          </div>
        </form>
      )}
      {lead.notes.length > 0 ? (
        <ul aria-label="Notes" className="mt-5 space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-xl border border-white/[0.07] bg-black/20 p-4">
              <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-white/85">
                {note.body}
              </p>
              <p className="mt-2 text-xs text-white/50">
                {note.authorName ?? 'A deleted user'} ·{' '}
                <time dateTime={new Date(note.createdAt).toISOString()}>
                  {formatDateTime(note.createdAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-5 flex items-center gap-2 text-sm text-white/50">
          <StickyNote className="size-4" aria-hidden />
          No notes yet.
        </p>
      )}
    </Card>
  );
}
