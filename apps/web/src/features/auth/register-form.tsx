import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterInput } from '@forma/validators';
import { registerInput } from '@forma/validators/auth';
import { Button } from '@forma/ui';
import { useHydrated, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { NewAccountFields } from './new-account-fields';

/**
 * The Register tab (SPEC 2, 8): Username + Password, 'Create Account' / 'Creating account...'.
 * On success the visitor goes to /. Errors only log (the mutation shows the toast).
 */
export function RegisterForm({ onRedirecting }: { onRedirecting: () => void }) {
  const { registerMutation } = useAuth();
  const navigate = useNavigate();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInput),
    // No default values: what was typed before hydration stays (react-hook-form then reads the
    // field's own value when it registers it instead of writing '' over it).
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onRedirecting();
      await registerMutation.mutateAsync(values);
    } catch (error) {
      // The server's field messages (e.g. a common password) go under their fields.
      if (error instanceof ApiError)
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (field === 'username' || field === 'password')
            form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
        }
      console.error('Registration failed', error);
      return;
    }
    await navigate({ to: '/' });
  });

  const hydrated = useHydrated();
  const pending = registerMutation.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <NewAccountFields form={form} />
      {/* Until the script runs, the form cannot submit (it would send the password in a URL). */}
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        loading={pending}
        disabled={!hydrated}
      >
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
