import { Button, Card, FormField, Select } from '@forma/ui';
import type { LeadDetail, LeadStatus } from '@forma/validators';
import { LEAD_STATUS_LABELS } from '@forma/validators/lead-values';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useCanEdit } from '../lib/roles';
import { useAdminContext } from '../lib/use-admin-api';
import { useLeadUpdates } from './lead-api';
import { PIPELINE_STATUSES, spamReasonText } from './lead-format';

/**
 * The lead's pipeline controls (issue 11 item 3): status select, "Mark as spam" / "Not spam"
 * (back to new) with the spam reason, and the assignee select (admins from `assignees`). A viewer
 * reads them as text (issue 44 item 3).
 */
export function LeadPipelineCard({ lead }: { lead: LeadDetail }) {
  const { trpc } = useAdminContext();
  const assignees = useQuery(trpc.admin.leads.assignees.queryOptions());
  const { moveTo, assign, setStatus } = useLeadUpdates();
  const spam = lead.status === 'spam';
  const canEdit = useCanEdit();
  if (!canEdit)
    return (
      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-base font-semibold">Pipeline</h2>
        {spam && <p className="text-sm text-red-100/75">{spamReasonText(lead.spamReason)}</p>}
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-white/55">Status</dt>
            <dd className="mt-0.5 text-white/85">{LEAD_STATUS_LABELS[lead.status]}</dd>
          </div>
          <div>
            <dt className="text-white/55">Assignee</dt>
            <dd className="mt-0.5 text-white/85">{lead.assigneeName ?? 'Unassigned'}</dd>
          </div>
        </dl>
      </Card>
    );

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <h2 className="text-base font-semibold">Pipeline</h2>
      {spam ? (
        <div
          role="note"
          className="rounded-xl border border-red-400/25 bg-red-500/[0.08] p-4 text-sm text-red-100/90"
        >
          <p className="flex items-center gap-2 font-medium text-red-200">
            <ShieldAlert className="size-4" aria-hidden />
            This lead is marked as spam
          </p>
          <p className="mt-1 text-red-100/75">{spamReasonText(lead.spamReason)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={setStatus.isPending}
            onClick={() => moveTo(lead.id, 'new')}
          >
            {!setStatus.isPending && <ShieldCheck aria-hidden />}
            Not spam
          </Button>
        </div>
      ) : (
        <FormField id="lead-status" label="Status">
          {(wiring) => (
            <Select
              {...wiring}
              className="h-11 text-sm"
              value={lead.status}
              onChange={(e) => moveTo(lead.id, e.target.value as LeadStatus)}
            >
              {PIPELINE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <FormField id="lead-assignee-select" label="Assignee">
        {(wiring) => (
          <Select
            {...wiring}
            className="h-11 text-sm"
            value={lead.assigneeId === null ? '' : String(lead.assigneeId)}
            disabled={!assignees.data}
            onChange={(e) =>
              assign.mutate({
                id: lead.id,
                assigneeId: e.target.value ? Number(e.target.value) : null,
              })
            }
          >
            <option value="">Unassigned</option>
            {/* The current assignee stays selectable while the admin list loads. */}
            {!assignees.data && lead.assigneeId !== null && (
              <option value={lead.assigneeId}>{lead.assigneeName}</option>
            )}
            {assignees.data?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.username}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {!spam && (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-300 hover:bg-red-500/10 hover:text-red-200"
          loading={setStatus.isPending}
          onClick={() => moveTo(lead.id, 'spam')}
        >
          {!setStatus.isPending && <ShieldAlert aria-hidden />}
          Mark as spam
        </Button>
      )}
    </Card>
  );
}
