import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorLoginInput } from '@forma/validators/account';
import { Button, FormField, Input } from '@forma/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useAuth, type CurrentUser } from '../../lib/auth';

/**
 * The second step of a two-factor sign-in on /auth: 'Authentication code' (6 digits from the
 * authenticator app) or, after 'Use a recovery code', a recovery code. A wrong code shows under the
 * field; an expired sign-in (401) goes back to the password step via `onRestart`.
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: CurrentUser) => Promise<void>;
  onRestart: () => void;
}) {
  const { twoFactorMutation } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorLoginInput),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    let user: CurrentUser;
    try {
      user = await twoFactorMutation.mutateAsync({ code });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const issue = error.issues.find((i) => i.path[0] === 'code');
        form.setError(
          'code',
          { type: 'server', message: issue?.message ?? error.serverMessage ?? 'Invalid code' },
          { shouldFocus: true },
        );
      } else if (error instanceof ApiError && error.status === 401) onRestart();
      console.error('Two-factor sign-in failed', error);
      return;
    }
    await onSignedIn(user);
  });

  const pending = twoFactorMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-white/65">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Two-factor sign-in is on. Enter the 6-digit code from your authenticator app.'}
      </p>
      <FormField
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={errors.code?.message}
      >
        <Input
          key={recovery ? 'recovery' : 'totp'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" loading={pending}>
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="rounded text-violet-300 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-violet-400"
          onClick={() => {
            setRecovery((value) => !value);
            form.reset({ code: '' });
          }}
        >
          {recovery ? 'Use an authentication code' : 'Use a recovery code'}
        </button>
        <button
          type="button"
          className="rounded text-white/60 underline-offset-4 outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-violet-400"
          onClick={onRestart}
        >
          Start over
        </button>
      </div>
    </form>
  );
}
