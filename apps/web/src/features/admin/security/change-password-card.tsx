import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, FormField, Input, toast } from '@forma/ui';
import type { ChangePasswordInput } from '@forma/validators';
import { changePasswordInput } from '@forma/validators/account';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../lib/errors';
import { applyServerErrors } from '../lib/form-errors';
import { useAdminContext } from '../lib/use-admin-api';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/**
 * Changes the signed-in admin's password (`auth.changePassword`): the current one, then a new one
 * (8-256 characters; the server refuses common and guessable ones under the field). Every other
 * session of the account ends; this one stays signed in.
 */
export function ChangePasswordCard() {
  const { trpc } = useAdminContext();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const change = useMutation(trpc.auth.changePassword.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset({ currentPassword: '', newPassword: '' });
      toast({
        title: 'Password changed',
        description: 'Your other sessions were signed out.',
      });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS))
        toast({
          title: 'Could not change the password',
          description: errorMessage(error),
          variant: 'destructive',
        });
    }
  });

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold tracking-tight">Password</h2>
      <p className="mt-1 text-sm text-white/60">Changing it signs you out everywhere else.</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </FormField>
        <FormField
          label="New password"
          error={errors.newPassword?.message}
          hint={
            errors.newPassword
              ? undefined
              : 'At least 8 characters; avoid common words and patterns.'
          }
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <div>
          <Button type="submit" size="sm" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
