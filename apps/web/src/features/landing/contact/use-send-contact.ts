import type { ContactInput } from '@forma/validators';
import { toast } from '@forma/ui';
import { useMutation } from '@tanstack/react-query';
import { useContext } from 'react';
import { track } from '../../../lib/analytics';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { ContactPreviewContext } from './contact-intro';

/** How long a preview's simulated send takes, ms (long enough to see 'Sending...'). */
export const PREVIEW_SEND_MS = 600;

/**
 * POST /api/contact (SPEC 7) with the spec's toasts (SPEC 8): 'Message sent!' on success,
 * destructive 'Failed to send message' with the server message or 'Please try again later.'.
 * Inside a console preview (ContactPreviewContext) nothing is sent or stored and nothing is
 * counted: the send is simulated (PREVIEW_SEND_MS) and its toast says it was a preview.
 */
export function useSendContact(onSent?: () => void) {
  const preview = useContext(ContactPreviewContext);
  return useMutation({
    mutationFn: async (values: ContactInput): Promise<unknown> => {
      if (preview) return new Promise((resolve) => setTimeout(resolve, PREVIEW_SEND_MS));
      return (await apiRequest('POST', '/api/contact', values)).json() as Promise<unknown>;
    },
    onSuccess: () => {
      if (preview) {
        toast({
          title: 'Message sent! (preview)',
          description: 'A preview sends nothing: no inquiry was stored.',
        });
      } else {
        track('contact_submitted');
        toast({
          title: 'Message sent!',
          description: "Thank you for reaching out. We'll be in touch within 24 hours.",
        });
      }
      onSent?.();
    },
    onError: (error) => {
      toast({
        title: 'Failed to send message',
        description:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          'Please try again later.',
        variant: 'destructive',
      });
    },
  });
}
