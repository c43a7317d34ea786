import type { Lead, LeadDetail, LeadStatus } from '@forma/validators';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** `admin.leads.list`: one page, the total under the filters and the count per status. */
export interface LeadListData {
  items: Lead[];
  total: number;
  counts: Record<LeadStatus, number>;
}

/** `admin.leads.board`: the first cards of every status column and the column's total. */
export interface LeadBoardData {
  columns: Record<LeadStatus, { items: Lead[]; total: number }>;
}

/** The query keys (tRPC path keys) whose cached answers hold leads. */
export interface LeadQueryKeys {
  list: QueryKey;
  board: QueryKey;
  byId: QueryKey;
}

/** A board with `lead` in the column of its status (moved to the top of it when the status changed). */
function placeOnBoard(board: LeadBoardData, lead: Lead): LeadBoardData {
  const columns = { ...board.columns };
  let before: Lead | undefined;
  for (const [status, column] of Object.entries(columns) as [
    LeadStatus,
    LeadBoardData['columns'][LeadStatus],
  ][]) {
    const found = column.items.find((item) => item.id === lead.id);
    if (!found) continue;
    before = found;
    if (status !== lead.status)
      columns[status] = {
        items: column.items.filter((item) => item.id !== lead.id),
        total: Math.max(0, column.total - 1),
      };
    else
      columns[status] = {
        ...column,
        items: column.items.map((item) => (item.id === lead.id ? lead : item)),
      };
  }
  if (before && before.status !== lead.status) {
    const target = columns[lead.status];
    if (target) columns[lead.status] = { items: [lead, ...target.items], total: target.total + 1 };
  }
  return { columns };
}

/**
 * Writes `patch` into every cached answer holding lead `id` (list pages, board, the lead's own
 * screen) so a change shows at once; a status change moves the board card between columns.
 * Returns a function that puts every touched answer back (rollback after a failed save).
 */
export function patchCachedLead(
  queryClient: QueryClient,
  keys: LeadQueryKeys,
  id: number,
  patch: Partial<Lead>,
): () => void {
  const snapshots: [QueryKey, unknown][] = [
    ...queryClient.getQueriesData({ queryKey: keys.list }),
    ...queryClient.getQueriesData({ queryKey: keys.board }),
    ...queryClient.getQueriesData({ queryKey: keys.byId }),
  ];
  const apply = <T extends Lead>(lead: T): T => (lead.id === id ? { ...lead, ...patch } : lead);
  queryClient.setQueriesData<LeadListData>({ queryKey: keys.list }, (data) =>
    data ? { ...data, items: data.items.map(apply) } : data,
  );
  queryClient.setQueriesData<LeadBoardData>({ queryKey: keys.board }, (data) => {
    if (!data) return data;
    const current = Object.values(data.columns)
      .flatMap((column) => column.items)
      .find((item) => item.id === id);
    return current ? placeOnBoard(data, apply(current)) : data;
  });
  queryClient.setQueriesData<LeadDetail>({ queryKey: keys.byId }, (data) =>
    data && data.id === id ? apply(data) : data,
  );
  return () => {
    for (const [key, data] of snapshots) queryClient.setQueryData(key, data);
  };
}
