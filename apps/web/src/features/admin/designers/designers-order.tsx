import { Card, toast } from '@forma/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { collectionProcedures } from '../collections/crud-api';
import { rowTitle } from '../collections/cells';
import type { CollectionRow } from '../collections/types';
import { SortableList } from '../components/sortable-list';
import { ErrorState } from '../components/states';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';

/** Most designers the reorder panel loads (the list procedure's largest page). */
const REORDER_LIMIT = 100;

/**
 * Every designer in landing-page order; dragging one (pointer or keyboard) saves the new order at
 * once in one transaction (`admin.designers.reorder`).
 */
export function DesignersOrder() {
  const { trpc, queryClient } = useAdminContext();
  const procedures = collectionProcedures(trpc, 'designers');
  const input = { sort: 'orderIndex', limit: REORDER_LIMIT, offset: 0 };
  const list = useQuery(procedures.list.queryOptions(input));
  const [order, setOrder] = useState<CollectionRow[] | null>(null);
  const reorder = useMutation(
    procedures.reorder.mutationOptions({
      onSuccess: () =>
        toast({
          title: 'Order saved',
          description: 'The site shows designers in this order, featured ones first.',
        }),
      onError: (error) => {
        setOrder(null);
        toast({
          title: 'Could not save the order',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
    }),
  );
  const items = order ?? list.data?.items ?? [];

  return (
    <Card id="designers-order" className="mb-6 p-4 sm:p-6">
      <h2 className="text-base font-semibold">Order on the landing page</h2>
      <p className="mt-1 mb-4 text-sm text-white/55">
        Featured designers come first on the site, in this order among themselves; the others follow
        in this order. Drag a designer by its handle, or focus the handle and use Space and the
        arrow keys. The order is saved as soon as you drop.
      </p>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p className="text-sm text-white/50">Loading designers…</p>
      ) : list.data.total > REORDER_LIMIT ? (
        <p className="text-sm text-white/55">
          There are more than {REORDER_LIMIT} designers; order them by editing their order index.
        </p>
      ) : (
        <SortableList
          label="Designers in landing-page order"
          items={items}
          disabled={reorder.isPending}
          itemLabel={(row) => rowTitle(row, 'name')}
          onReorder={(ids) => {
            const byId = new Map(items.map((row) => [row.id, row]));
            setOrder(ids.map((id) => byId.get(id)!));
            reorder.mutate({ ids });
          }}
          renderItem={(row) => (
            <div className="flex items-center gap-3">
              {typeof row.imageUrl === 'string' && row.imageUrl ? (
                <img src={row.imageUrl} alt="" className="size-9 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="size-9 rounded-full bg-white/[0.06]" />
              )}
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{rowTitle(row, 'name')}</p>
                <p className="truncate text-xs text-white/60">{String(row.title ?? '')}</p>
              </div>
            </div>
          )}
        />
      )}
    </Card>
  );
}
