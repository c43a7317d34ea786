import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@forma/api';
import { Badge, Button, Card, FormField, Input, toast } from '@forma/ui';
import { totpCodeInput, twoFactorLoginInput } from '@forma/validators/account';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { refreshUser } from '../../../lib/auth';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { applyServerErrors } from '../lib/form-errors';
import { useAdminContext } from '../lib/use-admin-api';

type Enrolment = RouterOutputs['auth']['twoFactor']['setup'];

/**
 * Two-factor sign-in of the signed-in admin (`auth.twoFactor.*`): its state; setting it up (QR
 * code and secret key, confirmed with a code), then the 10 recovery codes shown once; turning it
 * off with a code (not while ADMIN_REQUIRE_2FA makes it mandatory).
 */
export function TwoFactorCard() {
  const { trpc, queryClient } = useAdminContext();
  const router = useRouter();
  const status = useQuery(trpc.auth.twoFactor.status.queryOptions());
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const setup = useMutation(trpc.auth.twoFactor.setup.mutationOptions());

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.auth.twoFactor.status.queryKey() });
    await refreshUser(queryClient);
    await router.invalidate();
  };

  const start = async () => {
    try {
      setEnrolment(await setup.mutateAsync());
    } catch (error) {
      toast({
        title: 'Could not start the set-up',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  let body;
  if (recoveryCodes)
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={async () => {
          setRecoveryCodes(null);
          await refresh();
        }}
      />
    );
  else if (enrolment)
    body = (
      <EnrolmentForm
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onEnabled={(codes) => {
          setEnrolment(null);
          setRecoveryCodes(codes);
          void queryClient.invalidateQueries({
            queryKey: trpc.auth.twoFactor.status.queryKey(),
          });
        }}
      />
    );
  else if (status.isPending)
    body = (
      <div role="status" aria-label="Loading two-factor sign-in" className="space-y-3">
        <Skeleton className="h-4 w-64 max-w-full" />
        <Skeleton className="h-9 w-48" />
      </div>
    );
  else if (status.isError)
    body = (
      <ErrorState
        title="Could not load two-factor sign-in"
        error={status.error}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  else if (status.data.enabled)
    body = (
      <DisableForm
        required={status.data.required}
        recoveryCodesLeft={status.data.recoveryCodesLeft}
        onDisabled={refresh}
      />
    );
  else
    body = (
      <div className="space-y-4">
        {status.data.required && (
          <p className="rounded-xl border border-amber-300/30 bg-amber-300/10 p-3 text-sm text-amber-100">
            Two-factor sign-in is required for admins on this site. Set it up to use the console.
          </p>
        )}
        <p className="text-sm text-white/65">
          After your password, sign-in will ask for a 6-digit code from an authenticator app on your
          phone (any app that supports TOTP).
        </p>
        <Button size="sm" onClick={() => void start()} loading={setup.isPending}>
          Set up two-factor sign-in
        </Button>
      </div>
    );

  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">Two-factor sign-in</h2>
        {status.data && (
          <Badge variant={status.data.enabled ? 'success' : 'default'}>
            {status.data.enabled ? 'On' : 'Off'}
          </Badge>
        )}
      </div>
      <div className="mt-4">{body}</div>
    </Card>
  );
}

/** Step 2 of the set-up: scan the QR code (or type the key), confirm with a current code. */
function EnrolmentForm({
  enrolment,
  onCancel,
  onEnabled,
}: {
  enrolment: Enrolment;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { trpc } = useAdminContext();
  const enable = useMutation(trpc.auth.twoFactor.enable.mutationOptions());
  const form = useForm<{ code: string }>({
    resolver: zodResolver(totpCodeInput),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const { recoveryCodes } = await enable.mutateAsync({ code });
      onEnabled(recoveryCodes);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['code']))
        toast({
          title: 'Could not turn on two-factor sign-in',
          description: errorMessage(error),
          variant: 'destructive',
        });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-white/65">
        Scan this QR code with your authenticator app, or type the secret key into it. Then enter
        the 6-digit code it shows.
      </p>
      <img
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="size-48 rounded-xl bg-white p-2"
      />
      <FormField label="Secret key" hint="Type it in when you cannot scan the code.">
        <Input readOnly value={enrolment.secret} className="font-mono" spellCheck={false} />
      </FormField>
      <FormField label="Authentication code" error={form.formState.errors.code?.message}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          {...form.register('code')}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={enable.isPending}>
          Confirm and turn on
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={enable.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The recovery codes, shown once right after the set-up. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => Promise<void> }) {
  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 text-sm text-emerald-200">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        Two-factor sign-in is on.
      </p>
      <p className="text-sm text-white/65">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are not shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-white/10 bg-black/30 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button size="sm" onClick={() => void onDone()}>
        I have saved these codes
      </Button>
    </div>
  );
}

/** Turning two-factor sign-in off: needs a current code or a recovery code. */
function DisableForm({
  required,
  recoveryCodesLeft,
  onDisabled,
}: {
  required: boolean;
  recoveryCodesLeft: number;
  onDisabled: () => Promise<void>;
}) {
  const { trpc } = useAdminContext();
  const disable = useMutation(trpc.auth.twoFactor.disable.mutationOptions());
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorLoginInput),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await disable.mutateAsync({ code });
      form.reset({ code: '' });
      toast({
        title: 'Two-factor sign-in is off',
        description: 'Sign-in asks for your password only.',
      });
      await onDisabled();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['code']))
        toast({
          title: 'Could not turn off two-factor sign-in',
          description: errorMessage(error),
          variant: 'destructive',
        });
    }
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-white/65">
        Sign-in asks for a code from your authenticator app after your password. {recoveryCodesLeft}{' '}
        of 10 recovery codes left.
      </p>
      {required ? (
        <p className="text-sm text-white/60">
          It is required for admins on this site, so it cannot be turned off.
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormField
            label="Code to turn it off"
            error={form.formState.errors.code?.message}
            hint={
              form.formState.errors.code ? undefined : 'A code from your app or a recovery code.'
            }
          >
            <Input autoComplete="one-time-code" spellCheck={false} {...form.register('code')} />
          </FormField>
          <Button type="submit" variant="secondary" size="sm" loading={disable.isPending}>
            Turn off two-factor sign-in
          </Button>
        </form>
      )}
    </div>
  );
}
