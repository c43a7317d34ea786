import { collectionProcedures } from '../collections/crud-api';
import { Badge, Button, Card, toast } from '@forma/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Loader2, RotateCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CollectionEditPage } from '../collections/collection-edit-page';
import { patternsCollection } from '../collections/definitions';
import type { AdminCollection, CollectionRow } from '../collections/types';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';
import { useCanEdit } from '../lib/roles';

/** How often the screen rechecks a pattern that is being vectorized, ms. */
const POLL_MS = 2000;

/**
 * Reads an uploaded SVG (already sanitized by the server on upload) into `svgContent`, so the
 * pattern's inline SVG always matches its file.
 */
async function withSvgContent(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const url = typeof values.svgUrl === 'string' ? values.svgUrl : '';
  if (!/^\/uploads\/[a-f0-9]{64}\.svg$/.test(url)) return values;
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`Could not read the uploaded SVG (${response.status})`);
  return { ...values, svgContent: await response.text() };
}

/** /admin/patterns/{id}: the generic form, the vectorizing state above it, SVG read on save. */
export function PatternEditPage({ id }: { id: string }) {
  const collection = useMemo<AdminCollection>(
    () => ({
      ...patternsCollection,
      beforeSave: withSvgContent,
      renderStatus: (row) => <PatternStatus row={row} />,
    }),
    [],
  );
  return <CollectionEditPage collection={collection} id={id} />;
}

/**
 * The pattern's vectorizing state: pending / processing (rechecked every 2 s), ready with its
 * preview, or failed with the reason; "Vectorize again" when the pattern has a PNG.
 */
function PatternStatus({ row }: { row: CollectionRow }) {
  const { trpc } = useAdminContext();
  const queryClient = useQueryClient();
  const working = row.status === 'pending' || row.status === 'processing';
  // Shares the edit page's cache entry: each answer refreshes the form's untouched fields.
  useQuery({
    ...collectionProcedures(trpc, 'patterns').byId.queryOptions({ id: row.id }),
    refetchInterval: working ? POLL_MS : false,
  });
  const [requeueing, setRequeueing] = useState(false);
  const canEdit = useCanEdit();

  const requeue = async () => {
    setRequeueing(true);
    try {
      const response = await fetch(`/api/admin/patterns/${row.id}/vectorize`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? `Request failed (${response.status})`);
      }
      toast({ title: 'Vectorizing again', description: 'The PNG is queued for tracing.' });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
    } catch (error) {
      toast({
        title: 'Could not queue the pattern',
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setRequeueing(false);
    }
  };

  const status = String(row.status ?? 'pending');
  const message = typeof row.statusMessage === 'string' ? row.statusMessage : '';
  const svg = typeof row.svgUrl === 'string' ? row.svgUrl : '';
  return (
    <Card
      className="mb-6 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6"
      aria-live="polite"
    >
      {svg ? (
        <img
          src={svg}
          alt={`${String(row.name)} pattern`}
          className="h-24 w-full rounded-xl border border-white/10 bg-white object-contain sm:w-40"
        />
      ) : (
        <span className="flex h-24 w-full items-center justify-center rounded-xl border border-dashed border-white/15 text-xs text-white/60 sm:w-40">
          No SVG yet
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium">
          Status
          <Badge
            variant={status === 'ready' ? 'success' : status === 'failed' ? 'destructive' : 'blue'}
            className="px-2.5 py-0.5 capitalize"
          >
            {working && <Loader2 className="animate-spin" aria-hidden />}
            {status === 'failed' && <AlertTriangle aria-hidden />}
            {status}
          </Badge>
        </p>
        <p className="mt-1.5 text-sm text-white/55">
          {status === 'pending' && 'Waiting to be vectorized. This page updates by itself.'}
          {status === 'processing' && 'Tracing the PNG into an SVG…'}
          {status === 'ready' &&
            (row.isVectorized
              ? 'Vectorized from the PNG. The SVG is sanitized.'
              : 'The SVG is sanitized and ready.')}
          {status === 'failed' && (message || 'Vectorizing failed.')}
        </p>
      </div>
      {canEdit && (status === 'failed' || status === 'ready') && Boolean(row.pngUrl) && (
        <Button variant="secondary" size="sm" loading={requeueing} onClick={() => void requeue()}>
          {!requeueing && <RotateCw aria-hidden />}
          Vectorize again
        </Button>
      )}
    </Card>
  );
}
