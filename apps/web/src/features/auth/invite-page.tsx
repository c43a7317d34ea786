import type { RouterOutputs } from '@forma/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@forma/ui';
import type { RegisterInput } from '@forma/validators';
import { registerInput } from '@forma/validators/auth';
import { ROLE_LABELS } from '@forma/validators/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refreshUser } from '../../lib/auth';
import { BrandLogo } from '../shell/brand-mark';
import { AuthBrandPanel } from './brand-panel';
import { NewAccountFields } from './new-account-fields';

/** What an invitation link opens to (`invitations.lookup`). */
export type InvitationLookup = RouterOutputs['invitations']['lookup'];

/** Why a link does not open, in words, with whom to ask. */
const CLOSED: Record<Exclude<InvitationLookup['state'], 'open'>, string> = {
  accepted: 'This invitation was already used. Sign in with the account made from it.',
  revoked: 'This invitation was revoked. Ask the admin who sent it for a new one.',
  expired: 'This invitation expired. Ask the admin who sent it to send it again.',
  missing: 'This invitation link does not exist. Check that the whole address was copied.',
};

/** The issues of a refused tRPC call (`data.issues`, see packages/api trpc.ts). */
function issuesOf(error: unknown): Array<{ path: string[]; message: string }> {
  if (!(error instanceof TRPCClientError)) return [];
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  return Array.isArray(issues) ? (issues as Array<{ path: string[]; message: string }>) : [];
}

/**
 * `/invite/{token}` (issue 44 item 1): the invitee sees who they are invited as (address and
 * role), picks a username and a password under the registration rule, and lands in the console
 * signed in with that role. A used, revoked, expired or unknown link says so. A taken username
 * or a weak password is shown under its field; nothing typed is lost.
 */
export function InvitePage({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  return (
    <div className="grid min-h-dvh bg-ink lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <AuthBrandPanel />
      <main className="flex flex-col px-5 py-8 sm:px-10 lg:px-16">
        <Link
          to="/"
          className="inline-flex items-center gap-3 self-start rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-violet-400 lg:hidden"
        >
          <BrandLogo />
          <span className="text-lg font-semibold tracking-tight">Forma</span>
        </Link>
        <div className="mx-auto my-auto w-full max-w-[420px] py-12">
          {invitation.state === 'open' ? (
            <>
              <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                Join the console
              </h1>
              <p className="mt-3 text-white/60">
                You are invited as <strong className="text-white">{invitation.email}</strong>, with
                the role <strong className="text-white">{ROLE_LABELS[invitation.role]}</strong>.
                Pick a username and a password to finish.
              </p>
              <div className="mt-8 rounded-2xl border border-white/10 bg-white/[0.03] p-6 sm:p-8">
                <AcceptForm token={token} />
              </div>
            </>
          ) : (
            <>
              <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                This invitation does not open
              </h1>
              <p role="alert" className="mt-3 text-white/70">
                {CLOSED[invitation.state]}
              </p>
              <Link
                to="/auth"
                className="mt-8 inline-flex h-11 items-center rounded-full bg-white px-6 text-sm font-medium text-ink outline-none hover:bg-white/90 focus-visible:ring-2 focus-visible:ring-violet-400"
              >
                Go to sign in
              </Link>
            </>
          )}
        </div>
      </main>
    </div>
  );
}

/** Username and password; `invitations.accept`, then the console. */
function AcceptForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [closed, setClosed] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInput),
    defaultValues: { username: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setClosed(null);
    try {
      const { getTrpcClient } = await import('../../lib/trpc');
      await getTrpcClient(queryClient).invitations.accept.mutate({ token, ...values });
    } catch (error) {
      const issues = issuesOf(error);
      let placed = false;
      for (const issue of issues) {
        const field = issue.path[0];
        if (field === 'username' || field === 'password') {
          form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
          placed = true;
        }
      }
      if (placed) return;
      const code = error instanceof TRPCClientError ? (error.data as { code?: string })?.code : '';
      if (code === 'CONFLICT')
        form.setError(
          'username',
          { type: 'server', message: 'Username already exists' },
          { shouldFocus: true },
        );
      else
        setClosed(
          error instanceof TRPCClientError
            ? error.message
            : 'Could not finish: try again in a moment.',
        );
      return;
    }
    await refreshUser(queryClient).catch(() => null);
    await navigate({ to: '/admin' });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <NewAccountFields form={form} />
      {closed ? (
        <p role="alert" className="text-sm text-red-300">
          {closed}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="mt-2 w-full" loading={isSubmitting}>
        {isSubmitting ? 'Joining...' : 'Join the console'}
      </Button>
    </form>
  );
}
