import { toast } from '@forma/ui';

/** The words of each kind of value shown once, for the toasts. */
const COPIED = {
  link: { done: 'Link copied', failed: 'Could not copy the link', what: 'the address' },
  secret: { done: 'Secret copied', failed: 'Could not copy the secret', what: 'the secret' },
} as const;

/**
 * Copies a value shown once (a preview link, an invitation, a webhook's signing secret: `kind`)
 * to the clipboard and says so in a toast; when the browser refuses, the toast says to select and
 * copy it by hand. Never throws.
 */
export async function copyLink(value: string, kind: keyof typeof COPIED = 'link'): Promise<void> {
  const words = COPIED[kind];
  try {
    await navigator.clipboard.writeText(value);
    toast({ title: words.done });
  } catch {
    toast({
      title: words.failed,
      description: `Select ${words.what} and copy it by hand.`,
      variant: 'destructive',
    });
  }
}
