import { Button, Input } from '@forma/ui';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';

/** Footer newsletter form (SPEC 2, 5): submit is intercepted and does nothing. */
export function NewsletterForm() {
  const id = useId();
  return (
    <form
      aria-label="Newsletter"
      onSubmit={(event) => event.preventDefault()}
      className="mt-4 flex w-full max-w-sm gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Your email address
      </label>
      <Input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Your email address"
        className="h-11 rounded-full"
      />
      <Button type="submit" size="icon" className="size-11" aria-label="Subscribe">
        <ArrowRight aria-hidden />
      </Button>
    </form>
  );
}
