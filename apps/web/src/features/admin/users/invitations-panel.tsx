import type { RouterOutputs } from '@forma/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, FormField, Input, Select, toast } from '@forma/ui';
import { invitationCreateInput } from '@forma/validators/invitations';
import { ROLE_LABELS, USER_ROLES, type UserRole } from '@forma/validators/roles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailPlus, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { applyServerErrors } from '../lib/form-errors';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { OneTimeLink } from '../components/one-time-link';

/** An invitation as `invitations.list` answers it. */
type InvitationRow = RouterOutputs['invitations']['list'][number];

/** The id of the invitation form's e-mail field: the header's "Invite a teammate" focuses it. */
export const INVITE_EMAIL_ID = 'invite-email';

/** What the invitee can do with each role, under the role select. */
const ROLE_HINTS: Record<UserRole, string> = {
  viewer: 'Reads the console; changes nothing.',
  editor: 'Edits content, records, media and leads.',
  admin: 'Everything, users and security included.',
};

/** The line under an invitation saying where its e-mail stands. */
function emailLine(row: InvitationRow): string {
  switch (row.emailStatus) {
    case 'sent':
      return 'E-mail sent';
    case 'pending':
      return 'E-mail on its way';
    case 'failed':
      return `The e-mail could not be sent${row.emailError ? `: ${row.emailError}` : ''}. Send it again or copy the link.`;
    default:
      return 'No e-mail is sent from this site: share the link yourself';
  }
}

interface InviteValues {
  email: string;
  role: UserRole;
}

/**
 * Invitations on /admin/users (issue 44 item 1): invite a teammate by e-mail with a role; the
 * link (single-use, 7 days) is shown once to copy, and e-mailed when this site sends e-mail.
 * Pending invitations are listed with their state and e-mail status, each sent again (a new
 * link; the old one stops opening) or revoked after a confirm. Errors under the fields.
 */
export function InvitationsPanel() {
  const { trpc, queryClient } = useAdminContext();
  const list = useQuery(trpc.invitations.list.queryOptions());
  const create = useMutation(trpc.invitations.create.mutationOptions());
  const resend = useMutation(trpc.invitations.resend.mutationOptions());
  const revoke = useMutation(trpc.invitations.revoke.mutationOptions());
  const [made, setMade] = useState<{ url: string; email: string; expiresAt: Date } | null>(null);
  const [revoking, setRevoking] = useState<InvitationRow | null>(null);
  const form = useForm<InviteValues>({
    resolver: zodResolver(invitationCreateInput.pick({ email: true, role: true })),
    defaultValues: { email: '', role: 'editor' },
  });
  const role = form.watch('role');
  const invitations = list.data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.invitations.pathKey() });

  const show = (answer: { path: string; email: string; expiresAt: Date; emailStatus: string }) => {
    setMade({
      url: new URL(answer.path, window.location.origin).href,
      email: answer.email,
      expiresAt: answer.expiresAt,
    });
  };

  const onInvite = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      show(answer);
      form.reset({ email: '', role: values.role });
      toast({
        title: 'Invitation made',
        description:
          answer.emailStatus === 'pending'
            ? `An e-mail with the link is on its way to ${answer.email}.`
            : `Copy the link and send it to ${answer.email}: it is shown once.`,
      });
      await refresh();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['email', 'role']))
        toast({
          title: 'Could not invite',
          description: errorMessage(error),
          variant: 'destructive',
        });
    }
  });

  const onResend = async (row: InvitationRow) => {
    try {
      const answer = await resend.mutateAsync({ id: row.id });
      show(answer);
      toast({
        title: 'Invitation sent again',
        description: `A new link for ${row.email}; the old one no longer opens.`,
      });
    } catch (error) {
      toast({
        title: 'Could not send it again',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
    await refresh();
  };

  return (
    <Card role="region" className="mb-8 p-5 sm:p-6" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="text-base font-semibold text-white">
        Invitations
      </h2>
      <p className="mb-5 text-sm text-white/55">
        Invite a teammate with a role. They pick a username and password from the link and land in
        the console; the link works once and expires after 7 days.
      </p>

      <form
        noValidate
        onSubmit={onInvite}
        className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-start"
      >
        <div className="lg:flex-1">
          <FormField
            id={INVITE_EMAIL_ID}
            label="Email"
            error={form.formState.errors.email?.message}
          >
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
        </div>
        <div className="lg:w-56">
          <FormField
            id="invite-role"
            label="Role"
            hint={ROLE_HINTS[role]}
            error={form.formState.errors.role?.message}
          >
            <Select {...form.register('role')}>
              {USER_ROLES.map((choice) => (
                <option key={choice} value={choice}>
                  {ROLE_LABELS[choice]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <Button type="submit" className="lg:mt-7" loading={create.isPending}>
          {!create.isPending && <MailPlus aria-hidden />}
          Invite
        </Button>
      </form>

      {made && (
        <OneTimeLink
          id="invitation-url"
          groupLabel="New invitation link"
          label={`Invitation link for ${made.email}`}
          hint={`Works once, until ${formatDateTime(made.expiresAt)}.`}
          url={made.url}
        />
      )}

      {list.isError ? (
        <ErrorState
          title="Could not load the invitations"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <div role="status" aria-label="Loading invitations">
          <Skeleton className="h-14 w-full rounded-xl" />
        </div>
      ) : invitations.length === 0 ? (
        <EmptyState icon={MailPlus} title="No invitations waiting">
          Invite a teammate above: they appear here until they accept.
        </EmptyState>
      ) : (
        <ul aria-label="Pending invitations" className="divide-y divide-white/[0.06]">
          {invitations.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all text-white">
                  {row.email}{' '}
                  <span className="ml-1 rounded-full bg-white/[0.07] px-2 py-0.5 text-xs font-normal text-white/70">
                    {ROLE_LABELS[row.role]}
                  </span>
                </p>
                <p className="text-xs text-white/60">
                  {row.state === 'expired'
                    ? `Expired ${formatDateTime(row.expiresAt)}`
                    : `Opens until ${formatDateTime(row.expiresAt)}`}{' '}
                  · invited by {row.invitedBy ?? 'a deleted user'} · {emailLine(row)}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                loading={resend.isPending && resend.variables?.id === row.id}
                aria-label={`Send again the invitation of ${row.email}`}
                onClick={() => void onResend(row)}
              >
                <RotateCw aria-hidden />
                Send again
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Revoke the invitation of ${row.email}`}
                onClick={() => setRevoking(row)}
              >
                <Trash2 aria-hidden />
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={!!revoking}
        title="Revoke this invitation?"
        description={`${revoking?.email ?? ''} can no longer use the link. You can invite them again later.`}
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(
            { id: revoking.id },
            {
              onSuccess: () =>
                toast({ title: 'Invitation revoked', description: 'The link no longer opens.' }),
              onError: (error) =>
                toast({
                  title: 'Could not revoke the invitation',
                  description: errorMessage(error),
                  variant: 'destructive',
                }),
              onSettled: () => {
                setRevoking(null);
                void refresh();
              },
            },
          );
        }}
      />
    </Card>
  );
}
