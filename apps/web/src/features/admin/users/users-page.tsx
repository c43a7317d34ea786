import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormField, Input, toast } from '@forma/ui';
import { registerInput } from '@forma/validators/auth';
import { ROLE_LABELS, type UserRole } from '@forma/validators/roles';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, LogOut, MailPlus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CollectionListPage } from '../collections/collection-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { usersCollection } from '../collections/definitions';
import type { CollectionRow } from '../collections/types';
import { errorMessage } from '../lib/errors';
import { applyServerErrors } from '../lib/form-errors';
import { useAdminContext } from '../lib/use-admin-api';
import { InvitationsPanel, INVITE_EMAIL_ID } from './invitations-panel';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-white/60 hover:bg-white/[0.07] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

/** What each role may do, for the role select's choices and its toast. */
const ROLE_CHOICES: { value: UserRole | ''; label: string; gives: string }[] = [
  { value: '', label: 'No role', gives: 'no longer uses the console' },
  { value: 'viewer', label: ROLE_LABELS.viewer, gives: 'can read the console' },
  { value: 'editor', label: ROLE_LABELS.editor, gives: 'can edit content and leads' },
  { value: 'admin', label: ROLE_LABELS.admin, gives: 'can do everything, users included' },
];

/**
 * /admin/users (issue 7 item 7; roles, issue 20 item 4): the generic list with per-row actions:
 * the console role (none, viewer, editor, admin; a change ends that user's sessions), set a new
 * password (ends that user's sessions), end all sessions (after a confirm), delete. The signed-in
 * admin's own row cannot lose its rights or be deleted, and the last admin stays one (the server
 * refuses too); the controls say why. Above the list, invitations of new teammates
 * (InvitationsPanel, issue 44 item 1).
 */
export function UsersPage() {
  const { trpc, queryClient, adminUser } = useAdminContext();
  const [passwordFor, setPasswordFor] = useState<CollectionRow | null>(null);
  const [revokeFor, setRevokeFor] = useState<CollectionRow | null>(null);
  const setRole = useMutation(
    trpc.admin.users.update.mutationOptions({
      onSuccess: (row) =>
        toast({
          title: 'Role changed',
          description: `${String(row.username)} ${
            ROLE_CHOICES.find((choice) => choice.value === (row.role ?? ''))?.gives ?? ''
          }.`,
        }),
      onError: (error) =>
        toast({
          title: 'Could not change the role',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
    }),
  );

  const rowActions = useCallback(
    (row: CollectionRow, requestDelete: (row: CollectionRow) => void) => {
      const self = row.id === adminUser.id;
      const name = String(row.username);
      const selfNote = self ? ' (not for your own account)' : '';
      const pending = setRole.isPending && setRole.variables.id === row.id;
      return (
        <>
          <select
            className="h-9 rounded-full border border-white/10 bg-white/[0.04] px-3 text-sm text-white/80 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
            aria-label={`Role of ${name}${self ? ' (you cannot change your own)' : ''}`}
            title={self ? 'You cannot change your own role' : 'Console role'}
            disabled={self || pending}
            value={typeof row.role === 'string' ? row.role : ''}
            onChange={(event) =>
              setRole.mutate({
                id: row.id,
                data: { role: (event.target.value || null) as UserRole | null },
              })
            }
          >
            {ROLE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value} className="bg-[#0d0d14]">
                {choice.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={iconButton}
            disabled={self}
            title={self ? 'You cannot reset your own password here' : 'Set a new password'}
            aria-label={`Set a new password for ${name}${selfNote}`}
            onClick={() => setPasswordFor(row)}
          >
            <KeyRound className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            title={self ? 'End your other sessions' : 'End all sessions'}
            aria-label={self ? 'End your other sessions' : `End all sessions of ${name}`}
            onClick={() => setRevokeFor(row)}
          >
            <LogOut className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={self}
            title={self ? 'You cannot delete your own account' : 'Delete user'}
            aria-label={`Delete ${name}${selfNote}`}
            onClick={() => requestDelete(row)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </>
      );
    },
    [adminUser.id, setRole],
  );

  return (
    <>
      <CollectionListPage
        collection={usersCollection}
        rowActions={rowActions}
        headerActions={
          <Button type="button" onClick={() => document.getElementById(INVITE_EMAIL_ID)?.focus()}>
            <MailPlus aria-hidden />
            Invite a teammate
          </Button>
        }
      >
        <InvitationsPanel />
      </CollectionListPage>
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <RevokeSessionsDialog
        user={revokeFor}
        self={revokeFor?.id === adminUser.id}
        onClose={() => setRevokeFor(null)}
      />
    </>
  );
}

const passwordForm = z.object({ password: registerInput.shape.password });

/** Sets a user's password (`admin.users.setPassword`); the user is signed out everywhere. */
function SetPasswordDialog({ user, onClose }: { user: CollectionRow | null; onClose: () => void }) {
  const { trpc } = useAdminContext();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: '' },
  });
  const setPassword = useMutation(trpc.admin.users.setPassword.mutationOptions());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (user && !dialog.open) {
      form.reset({ password: '' });
      dialog.showModal();
    }
    if (!user && dialog.open) dialog.close();
  }, [user, form]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!user) return;
    try {
      await setPassword.mutateAsync({ id: user.id, password });
      toast({
        title: 'Password changed',
        description: `${String(user.username)} was signed out everywhere and must use the new password.`,
      });
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['password']))
        toast({
          title: 'Could not set the password',
          description: errorMessage(error),
          variant: 'destructive',
        });
    }
  });

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!setPassword.isPending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-white/10 bg-[#0e0e17] p-0 text-white shadow-[0_30px_80px_-20px_rgba(0,0,0,0.9)] backdrop:bg-black/65 backdrop:backdrop-blur-sm"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 p-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            New password for {user ? String(user.username) : ''}
          </h2>
          <p className="mt-2 text-sm text-white/60">
            At least 8 characters. Their open sessions end, so they sign in again with it.
          </p>
        </div>
        <FormField label="New password" error={form.formState.errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={onClose} disabled={setPassword.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={setPassword.isPending}>
            Set password
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * Confirms and ends every session of a user (`admin.users.revokeSessions`); for the admin's own
 * row, every session but this one.
 */
function RevokeSessionsDialog({
  user,
  self,
  onClose,
}: {
  user: CollectionRow | null;
  self: boolean;
  onClose: () => void;
}) {
  const { trpc } = useAdminContext();
  const revoke = useMutation(trpc.admin.users.revokeSessions.mutationOptions());
  const name = user ? String(user.username) : '';
  return (
    <ConfirmDialog
      open={user !== null}
      title={self ? 'End your other sessions?' : `End all sessions of ${name}?`}
      description={
        self
          ? 'You are signed out on every other device and browser; this one stays signed in.'
          : `${name} is signed out on every device and must sign in again.`
      }
      confirmLabel="End sessions"
      pending={revoke.isPending}
      onCancel={onClose}
      onConfirm={async () => {
        if (!user) return;
        try {
          const { revoked } = await revoke.mutateAsync({ id: user.id });
          toast({
            title: 'Sessions ended',
            description: `${revoked} ${revoked === 1 ? 'session' : 'sessions'} of ${name} ended.`,
          });
          onClose();
        } catch (error) {
          toast({
            title: 'Could not end the sessions',
            description: errorMessage(error),
            variant: 'destructive',
          });
        }
      }}
    />
  );
}
