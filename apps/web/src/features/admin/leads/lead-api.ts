import type { Lead, LeadStatus } from '@forma/validators';
import { LEAD_STATUS_LABELS } from '@forma/validators/lead-values';
import { toast } from '@forma/ui';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';
import { patchCachedLead, type LeadQueryKeys } from './lead-cache';

/** The admin's id and username, as `admin.leads.assignees` lists them. */
export interface Assignee {
  id: number;
  username: string;
}

/** The tRPC path keys of every cached answer holding leads. */
export function useLeadQueryKeys(): LeadQueryKeys {
  const { trpc } = useAdminContext();
  return {
    list: trpc.admin.leads.list.pathKey(),
    board: trpc.admin.leads.board.pathKey(),
    byId: trpc.admin.leads.byId.pathKey(),
  };
}

function failed(title: string, error: unknown) {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

/**
 * The changes an admin makes to a lead (issue 11 items 1-3): status, assignee and read state.
 * Each shows at once in the list, the board and the lead's screen (optimistic), is rolled back
 * with an error toast when the server refuses, and toasts what happened (`quiet` skips the success
 * toast, e.g. when opening a lead marks it read).
 */
export function useLeadUpdates() {
  const { trpc, queryClient } = useAdminContext();
  const keys = useLeadQueryKeys();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
  const begin = async (id: number, patch: Partial<Lead>) => {
    await Promise.all(
      [keys.list, keys.board, keys.byId].map((queryKey) => queryClient.cancelQueries({ queryKey })),
    );
    return { rollback: patchCachedLead(queryClient, keys, id, patch) };
  };
  const settle = (lead: Lead) => patchCachedLead(queryClient, keys, lead.id, lead);

  const setStatus = useMutation(
    trpc.admin.leads.setStatus.mutationOptions({
      onMutate: ({ id, status }) =>
        begin(Number(id), { status, spamReason: status === 'spam' ? 'manual' : null }),
      onError: (error, _vars, context) => {
        context?.rollback();
        failed('Could not change the status', error);
      },
      onSuccess: (lead) => {
        settle(lead);
        toast({
          title:
            lead.status === 'spam'
              ? `Marked ${lead.name} as spam`
              : `Moved ${lead.name} to ${LEAD_STATUS_LABELS[lead.status]}`,
        });
      },
      onSettled: refresh,
    }),
  );

  const assign = useMutation(
    trpc.admin.leads.assign.mutationOptions({
      onMutate: ({ id, assigneeId: rawAssignee }) => {
        // Ids are coerced by the schema, so their input type is `unknown`.
        const assigneeId = rawAssignee === null ? null : Number(rawAssignee);
        const admins = queryClient.getQueryData<Assignee[]>(trpc.admin.leads.assignees.queryKey());
        const assigneeName = admins?.find((a) => a.id === assigneeId)?.username ?? null;
        return begin(Number(id), { assigneeId, assigneeName });
      },
      onError: (error, _vars, context) => {
        context?.rollback();
        failed('Could not change the assignee', error);
      },
      onSuccess: (lead) => {
        settle(lead);
        toast({
          title: lead.assigneeName
            ? `Assigned ${lead.name} to ${lead.assigneeName}`
            : `${lead.name} is unassigned`,
        });
      },
      onSettled: refresh,
    }),
  );

  const setRead = useMutation(
    trpc.admin.leads.setRead.mutationOptions({
      onMutate: ({ id, isRead }) => begin(Number(id), { isRead }),
      onError: (error, _vars, context) => {
        context?.rollback();
        failed('Could not update the read state', error);
      },
      onSuccess: (lead) => settle(lead),
      onSettled: refresh,
    }),
  );

  return {
    setStatus,
    assign,
    setRead,
    /** Moves lead `id` to `status` (board drop, "Move to…" menu, status select). */
    moveTo: (id: number, status: LeadStatus) => setStatus.mutate({ id, status }),
    /**
     * Marks a lead read or unread and says so; `quiet` for the console opening an unread lead
     * (no toast, and no timeline event: `automatic`).
     */
    markRead: (id: number, isRead: boolean, quiet = false) =>
      setRead.mutate(
        { id, isRead, automatic: quiet },
        {
          onSuccess: () =>
            !quiet && toast({ title: isRead ? 'Marked as read' : 'Marked as unread' }),
        },
      ),
  };
}
