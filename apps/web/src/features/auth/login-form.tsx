import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginInput } from '@forma/validators';
import { loginInput } from '@forma/validators/auth';
import { Button, FormField, Input } from '@forma/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrated, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  isTwoFactorChallenge,
  refreshUser,
  useAuth,
  type CurrentUser,
  type TwoFactorChallenge,
} from '../../lib/auth';
import { TwoFactorStep } from './two-factor-step';
import { isConsoleRole } from '@forma/validators/roles';

/** SPEC 9: delay before the user is refetched after a successful login. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The Login tab (SPEC 2, 8): Username + Password, 'Login' / 'Logging in...'. When the account
 * has two-factor sign-in, a second step asks for the authentication code. On success it waits
 * 100 ms, refetches the user, then sends admins to /admin and everyone else to /. Errors only log
 * (the mutation shows the toast).
 */
export function LoginForm({ onRedirecting }: { onRedirecting: () => void }) {
  const { loginMutation } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    // No default values: what was typed before hydration stays (react-hook-form then reads the
    // field's own value when it registers it instead of writing '' over it).
  });
  const { errors } = form.formState;

  const [codeStep, setCodeStep] = useState(false);
  const hydrated = useHydrated();

  const finish = async (signedIn: CurrentUser) => {
    let user: CurrentUser | null = signedIn;
    await wait(LOGIN_REDIRECT_DELAY_MS);
    try {
      user = (await refreshUser(queryClient)) ?? user;
    } catch (error) {
      console.error('Could not refresh the user after login', error);
    }
    await navigate({ to: isConsoleRole(user.role) ? '/admin' : '/' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    let result: CurrentUser | TwoFactorChallenge;
    try {
      onRedirecting();
      result = await loginMutation.mutateAsync(values);
    } catch (error) {
      console.error('Login failed', error);
      return;
    }
    if (isTwoFactorChallenge(result)) {
      setCodeStep(true);
      return;
    }
    await finish(result);
  });

  if (codeStep)
    return (
      <TwoFactorStep
        onSignedIn={finish}
        onRestart={() => {
          setCodeStep(false);
          form.reset({ username: form.getValues('username'), password: '' });
        }}
      />
    );

  const pending = loginMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {/* Until the script runs, the form cannot submit (it would send the password in a URL). */}
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        loading={pending}
        disabled={!hydrated}
      >
        {pending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
