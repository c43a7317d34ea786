import type { ContactInput } from '@forma/validators';
import { toast } from '@forma/ui';
import { useMutation } from '@tanstack/react-query';
import { track } from '../../../lib/analytics';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * POST /api/contact (SPEC 7) with the spec's toasts (SPEC 8): 'Message sent!' on success,
 * destructive 'Failed to send message' with the server message or 'Please try again later.'.
 */
export function useSendContact(onSent?: () => void) {
  return useMutation({
    mutationFn: async (values: ContactInput) =>
      (await apiRequest('POST', '/api/contact', values)).json() as Promise<unknown>,
    onSuccess: () => {
      track('contact_submitted');
      toast({
        title: 'Message sent!',
        description: "Thank you for reaching out. We'll be in touch within 24 hours.",
      });
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
