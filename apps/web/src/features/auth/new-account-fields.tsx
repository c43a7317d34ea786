import type { RegisterInput } from '@forma/validators';
import { FormField, Input } from '@forma/ui';
import type { UseFormReturn } from 'react-hook-form';

/**
 * The username and password of a new account (SPEC 2 Register tab, issue 44 invitations), with
 * the registration rule's hints, or the field's error in their place. `form` is the form they
 * belong to (react-hook-form over `registerInput`).
 */
export function NewAccountFields({ form }: { form: UseFormReturn<RegisterInput> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        label="Username"
        error={errors.username?.message}
        hint={errors.username ? undefined : 'Letters, digits, dots, dashes or underscores.'}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={
          errors.password ? undefined : 'At least 8 characters; avoid common words and patterns.'
        }
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
    </>
  );
}
