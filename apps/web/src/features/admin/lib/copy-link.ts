import { toast } from '@forma/ui';

/**
 * Copies a link shown once (a preview link, an invitation) to the clipboard and says so in a
 * toast; when the browser refuses, the toast says to select and copy it by hand. Never throws.
 */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied' });
  } catch {
    toast({
      title: 'Could not copy the link',
      description: 'Select the address and copy it by hand.',
      variant: 'destructive',
    });
  }
}
