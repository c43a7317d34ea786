import { Badge, Button, Card, Switch, cn, toast } from '@forma/ui';
import type { LeadDesigner, LeadDetail } from '@forma/validators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, Plus, UsersRound, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';

/** Suggestions shown at once. */
const SUGGESTION_LIMIT = 8;

/**
 * The designer shortlist of a lead (issue 11 item 3): the shortlisted designers (Remove) and the
 * suggested ones ranked by how well they match the inquiry (name, title, skills, availability,
 * Add), with an "Available only" switch. A viewer reads them without Add and Remove (issue 44
 * item 3).
 */
export function LeadShortlist({ lead }: { lead: LeadDetail }) {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const switchId = useId();
  const [availableOnly, setAvailableOnly] = useState(true);
  const suggestions = useQuery(
    trpc.admin.leads.suggestDesigners.queryOptions({
      id: lead.id,
      availableOnly,
      limit: SUGGESTION_LIMIT,
    }),
  );

  const onChanged = (shortlist: LeadDesigner[]) => {
    queryClient.setQueryData<LeadDetail>(trpc.admin.leads.byId.queryKey({ id: lead.id }), (d) =>
      d ? { ...d, shortlist } : d,
    );
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
  const add = useMutation(
    trpc.admin.leads.shortlistAdd.mutationOptions({
      onSuccess: (shortlist, { designerId }) => {
        onChanged(shortlist);
        const name = shortlist.find((d) => d.id === designerId)?.name ?? 'The designer';
        toast({ title: `${name} is on the shortlist` });
      },
      onError: (error) =>
        toast({
          title: 'Could not add the designer',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: refresh,
    }),
  );
  const remove = useMutation(
    trpc.admin.leads.shortlistRemove.mutationOptions({
      onSuccess: (shortlist, { designerId }) => {
        const name = lead.shortlist.find((d) => d.id === designerId)?.name ?? 'The designer';
        onChanged(shortlist);
        toast({ title: `${name} was removed from the shortlist` });
      },
      onError: (error) =>
        toast({
          title: 'Could not remove the designer',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: refresh,
    }),
  );
  const busy = (designerId: number) =>
    (add.isPending && add.variables.designerId === designerId) ||
    (remove.isPending && remove.variables.designerId === designerId);

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold">
        Designer shortlist{' '}
        <span className="text-sm font-normal text-white/50">({lead.shortlist.length})</span>
      </h2>
      {lead.shortlist.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-white/50">
          <UsersRound className="size-4" aria-hidden />
          {canEdit
            ? 'No designers shortlisted yet. Add them from the suggestions below.'
            : 'No designers shortlisted yet.'}
        </p>
      ) : (
        <ul aria-label="Shortlist" className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {lead.shortlist.map((designer) => (
            <DesignerItem key={designer.id} designer={designer}>
              {canEdit && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-8 px-3"
                  loading={busy(designer.id)}
                  onClick={() => remove.mutate({ id: lead.id, designerId: designer.id })}
                  aria-label={`Remove ${designer.name} from the shortlist`}
                >
                  {!busy(designer.id) && <X aria-hidden />}
                  Remove
                </Button>
              )}
            </DesignerItem>
          ))}
        </ul>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-white/[0.07] pt-5">
        <h3 className="text-sm font-semibold text-white/85">Suggested designers</h3>
        <div className="flex items-center gap-2">
          <label htmlFor={switchId} className="text-sm text-white/65">
            Available only
          </label>
          <Switch id={switchId} checked={availableOnly} onCheckedChange={setAvailableOnly} />
        </div>
      </div>
      {suggestions.isPending ? (
        <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : suggestions.isError ? (
        <div className="mt-4">
          <ErrorState
            title="Could not load suggestions"
            error={suggestions.error}
            onRetry={() => void suggestions.refetch()}
            retrying={suggestions.isFetching}
          />
        </div>
      ) : suggestions.data.length === 0 ? (
        <p className="mt-4 text-sm text-white/50">
          {availableOnly
            ? 'No available designer matches this inquiry. Turn off “Available only” to see everyone.'
            : 'No designer matches this inquiry.'}
        </p>
      ) : (
        <ol aria-label="Suggested designers" className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {suggestions.data.map((designer) => (
            <DesignerItem key={designer.id} designer={designer}>
              {designer.shortlisted ? (
                <span className="inline-flex h-8 items-center gap-1.5 px-2 text-xs font-medium text-emerald-200">
                  <Check className="size-3.5" aria-hidden />
                  Shortlisted
                </span>
              ) : canEdit ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="h-8 px-3"
                  loading={busy(designer.id)}
                  onClick={() => add.mutate({ id: lead.id, designerId: designer.id })}
                  aria-label={`Add ${designer.name} to the shortlist`}
                >
                  {!busy(designer.id) && <Plus aria-hidden />}
                  Add
                </Button>
              ) : null}
            </DesignerItem>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** A designer's portrait, name, title, skills and availability, with an action on the right. */
function DesignerItem({ designer, children }: { designer: LeadDesigner; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-white/[0.07] bg-black/20 p-3">
      {designer.imageUrl ? (
        <img
          src={designer.imageUrl}
          alt=""
          loading="lazy"
          className="size-10 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span aria-hidden className="size-10 shrink-0 rounded-full bg-white/[0.08]" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-white">{designer.name}</p>
        <p className="truncate text-xs text-white/55">{designer.title}</p>
        <div className="mt-1.5 flex flex-wrap gap-1">
          <Badge
            className={cn(
              'px-1.5 py-0 text-[10px]',
              designer.isAvailable
                ? 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200'
                : 'text-white/50',
            )}
          >
            {designer.isAvailable ? 'Available' : 'Busy'}
          </Badge>
          {designer.skills.slice(0, 4).map((skill) => (
            <Badge key={skill} className="px-1.5 py-0 text-[10px] text-white/65">
              {skill}
            </Badge>
          ))}
        </div>
      </div>
      <div className="shrink-0">{children}</div>
    </li>
  );
}
