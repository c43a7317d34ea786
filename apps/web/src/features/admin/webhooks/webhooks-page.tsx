import { Button, Card, toast } from '@forma/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Plus, Webhook } from 'lucide-react';
import { useRef, useState } from 'react';
import type { WebhooksSearch } from '../../../lib/webhooks-search';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { EmptyState, ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';
import { DeliveryLog, WEBHOOK_POLL_MS } from './delivery-log';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { EndpointList, type EndpointActions } from './endpoint-list';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import type { WebhookEndpointRow } from './webhook-format';

/** The add/edit form's opening: which endpoint (null: a new one); `key` remounts the form. */
interface FormOpening {
  key: number;
  endpoint: WebhookEndpointRow | null;
  open: boolean;
}

/** True when an active endpoint has a delivery on its way (the worker will change it soon). */
const hasWaiting = (endpoints: readonly WebhookEndpointRow[] | undefined) =>
  (endpoints ?? []).some((e) => e.active && e.pending > 0);

/**
 * /admin/webhooks (issue 43), admins only: the endpoints that receive the site's events as signed
 * POSTs (EndpointList: state, events, queue, last delivery; switch on or off, Edit, Send test,
 * Rotate secret and Delete after a confirm), the add/edit form (EndpointFormDialog), the signing
 * secret shown once after adding or rotating (SecretDialog), and the delivery log with its
 * filters in the URL (`search`) and Replay (DeliveryLog). Without endpoints, an explanation and
 * "Add your first endpoint". While a delivery is on its way, the list and log are read again
 * every 2 s. Toasts say what happened.
 */
export function WebhooksPage({ search }: { search: WebhooksSearch }) {
  const { trpc, queryClient } = useAdminContext();
  const navigate = useNavigate({ from: '/admin/webhooks' });
  const list = useQuery({
    ...trpc.webhooks.list.queryOptions(),
    refetchInterval: (query) => (hasWaiting(query.state.data) ? WEBHOOK_POLL_MS : false),
  });
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const sendTest = useMutation(trpc.webhooks.sendTest.mutationOptions());
  const rotate = useMutation(trpc.webhooks.rotateSecret.mutationOptions());
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const [form, setForm] = useState<FormOpening>({ key: 0, endpoint: null, open: false });
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointRow | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointRow | null>(null);
  const endpointsHeading = useRef<HTMLHeadingElement>(null);
  const endpoints = list.data ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });
  const setSearch = (next: Partial<WebhooksSearch>) =>
    void navigate({ search: { ...search, page: undefined, ...next }, replace: true });
  const openForm = (endpoint: WebhookEndpointRow | null) =>
    setForm((current) => ({ key: current.key + 1, endpoint, open: true }));
  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const actions: EndpointActions = {
    onEdit: (row) => openForm(row),
    onRotate: setRotating,
    onDelete: setDeleting,
    sendingId: sendTest.isPending ? Number(sendTest.variables.id) : null,
    togglingId: update.isPending ? Number(update.variables.id) : null,
    onSendTest: (row) =>
      sendTest.mutate(
        { id: row.id },
        {
          onSuccess: () =>
            toast({
              title: 'Test queued',
              description: `A test event is on its way to ${row.url}: the delivery log shows how it went.`,
            }),
          onError: failed('Could not send the test'),
          onSettled: refresh,
        },
      ),
    onToggle: (row, active) =>
      update.mutate(
        { id: row.id, active },
        {
          onSuccess: () =>
            toast(
              active
                ? {
                    title: 'Endpoint switched on',
                    description: `${row.url} receives its events again.`,
                  }
                : {
                    title: 'Endpoint paused',
                    description: `${row.url} receives no events until you switch it on.`,
                  },
            ),
          onError: failed(active ? 'Could not switch it on' : 'Could not pause it'),
          onSettled: refresh,
        },
      ),
  };

  const onRotate = async () => {
    if (!rotating) return;
    try {
      const { secret, previousUntil } = await rotate.mutateAsync({ id: rotating.id });
      setRotating(null);
      setShown({ url: rotating.url, secret, previousUntil });
      toast({
        title: 'Secret rotated',
        description: `The old secret keeps signing until ${formatDateTime(previousUntil)}.`,
      });
    } catch (error) {
      setRotating(null);
      failed('Could not rotate the secret')(error);
    }
    await refresh();
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toast({
        title: 'Endpoint deleted',
        description: `${deleting.url} receives no more events; its delivery log went with it.`,
      });
      if (search.endpoint === deleting.id) setSearch({ endpoint: undefined });
    } catch (error) {
      failed('Could not delete the endpoint')(error);
    }
    setDeleting(null);
    await refresh();
    focusLost();
  };

  /**
   * After a change that removed what had focus (a deleted card, the empty state's button gone
   * once the first endpoint exists): focus goes to the list's heading, else the page's.
   */
  const focusLost = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      (endpointsHeading.current ?? document.querySelector<HTMLElement>('#admin-main h1'))?.focus();
    });

  const addButton = (label: string) => (
    <Button type="button" onClick={() => openForm(null)}>
      <Plus aria-hidden />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Webhooks"
        description="Send the site’s events (a published block, a new lead, an upload…) as signed POST requests to your own systems, so they can react at once."
        actions={endpoints.length > 0 ? addButton('Add endpoint') : undefined}
      />

      {list.isError ? (
        <ErrorState
          title="Could not load the webhook endpoints"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <Card role="status" aria-label="Loading endpoints" className="space-y-3 p-5 sm:p-6">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full rounded-xl" />
          ))}
        </Card>
      ) : endpoints.length === 0 ? (
        <Card>
          <EmptyState icon={Webhook} title="No webhook endpoints yet">
            <p>
              A webhook tells another system the moment something happens here: a content block is
              published, an inquiry arrives, a lead moves on, a file is uploaded. The site POSTs the
              event as JSON to your address, signed with a secret only you and the site know.
            </p>
            <div className="mt-5 flex justify-center">{addButton('Add your first endpoint')}</div>
          </EmptyState>
        </Card>
      ) : (
        <div className="space-y-8">
          <Card role="region" aria-labelledby="webhook-endpoints" className="overflow-hidden">
            <div className="border-b border-white/[0.07] px-5 py-4 sm:px-6">
              <h2
                id="webhook-endpoints"
                ref={endpointsHeading}
                tabIndex={-1}
                className="text-base font-semibold tracking-tight outline-none"
              >
                Endpoints
              </h2>
              <p className="text-sm text-white/60">
                Each receives the events ticked for it, signed with its own secret.
              </p>
            </div>
            <EndpointList endpoints={endpoints} actions={actions} />
          </Card>
          <DeliveryLog
            search={search}
            onSearch={setSearch}
            endpoints={endpoints}
            waiting={hasWaiting(endpoints)}
          />
        </div>
      )}

      <EndpointFormDialog
        key={form.key}
        open={form.open}
        endpoint={form.endpoint}
        onClose={closeForm}
        onCreated={(secret) => {
          closeForm();
          setShown(secret);
        }}
      />
      <ConfirmDialog
        open={rotating !== null}
        title="Rotate the signing secret?"
        description={
          <>
            A new secret for <span className="break-all text-white/85">{rotating?.url}</span> is
            made and shown once. The current one keeps signing beside it for 24 hours, so you can
            switch your receiver without missing a delivery.
          </>
        }
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        onCancel={() => setRotating(null)}
        onConfirm={() => void onRotate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        description={
          <>
            <span className="break-all text-white/85">{deleting?.url}</span> receives no more
            events, and its delivery log is deleted with it. This cannot be undone.
          </>
        }
        confirmLabel="Delete endpoint"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
      <SecretDialog
        shown={shown}
        onClose={() => {
          setShown(null);
          focusLost();
        }}
      />
    </>
  );
}
