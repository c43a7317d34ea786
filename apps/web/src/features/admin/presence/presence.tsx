import type { OpenResource } from '@forma/api';
import { useSubscription } from '@trpc/tanstack-react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAdminContext } from '../lib/use-admin-api';

/** Someone with a console tab open. */
export interface PresentUser {
  id: number;
  username: string;
}

interface PresenceState {
  /** Who has what open (everyone, this user included). */
  open: readonly OpenResource[];
  /** This tab now edits `resource` (null: nothing); the stream reconnects saying so. */
  setEditing: (resource: string | null) => void;
  /** Calls `listener` with the resource of every save heard; returns the unsubscribe. */
  onSaved: (listener: (resource: string) => void) => () => void;
}

const PresenceContext = createContext<PresenceState | null>(null);

/**
 * The console's live presence (issue 41 item 3): one event stream per tab (`presence.watch`,
 * Server-Sent Events), saying what this tab edits and hearing who has what open and every save.
 * Mounted once by the console's frame; editors and lists read it through the hooks below.
 */
export function PresenceProvider({ children }: { children: ReactNode }) {
  const { trpc } = useAdminContext();
  const [editing, setEditing] = useState<string | null>(null);
  const [open, setOpen] = useState<readonly OpenResource[]>([]);
  const listeners = useRef(new Set<(resource: string) => void>());
  useSubscription(
    trpc.presence.watch.subscriptionOptions(editing ? { open: editing } : {}, {
      onData: (event) => {
        if (event.type === 'presence') setOpen(event.open);
        else for (const listener of listeners.current) listener(event.resource);
      },
    }),
  );
  const onSaved = useCallback((listener: (resource: string) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ open, setEditing, onSaved }), [open, onSaved]);
  return <PresenceContext.Provider value={value}>{children}</PresenceContext.Provider>;
}

/** The others (not this user) who have `resource` open, from the presence list. */
function othersOn(open: readonly OpenResource[], resource: string, me: number): PresentUser[] {
  return open.find((o) => o.resource === resource)?.users.filter((u) => u.id !== me) ?? [];
}

/**
 * An editor of `resource` (`content:hero`, `designers:12`; null while it has none): this tab
 * counts as editing it while mounted, `onSaved` runs whenever anyone saves it (the editor then
 * reloads it, and merges if it has changes), and the answer is who else has it open.
 */
export function useEditingPresence(resource: string | null, onSaved?: () => void): PresentUser[] {
  const presence = useContext(PresenceContext);
  const { adminUser } = useAdminContext();
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const setEditing = presence?.setEditing;
  const subscribe = presence?.onSaved;
  useEffect(() => {
    if (!setEditing || !resource) return;
    setEditing(resource);
    return () => setEditing(null);
  }, [setEditing, resource]);
  useEffect(() => {
    if (!subscribe || !resource) return;
    return subscribe((r) => {
      if (r === resource) saved.current?.();
    });
  }, [subscribe, resource]);
  return resource && presence ? othersOn(presence.open, resource, adminUser.id) : [];
}

/** For lists: who else (not this user) has `resource` open; empty outside the console frame. */
export function useOpenElsewhere(): (resource: string) => PresentUser[] {
  const presence = useContext(PresenceContext);
  const { adminUser } = useAdminContext();
  const open = presence?.open;
  return useCallback(
    (resource: string) => (open ? othersOn(open, resource, adminUser.id) : []),
    [open, adminUser.id],
  );
}

/** "Dana is editing", "Dana and Ben are editing", "Dana, Ben and 2 others are editing". */
export function editingSentence(users: readonly PresentUser[]): string {
  const names = users.map((u) => u.username);
  if (names.length === 1) return `${names[0]} is editing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are editing`;
  return `${names[0]}, ${names[1]} and ${names.length - 2} other${names.length === 3 ? '' : 's'} are editing`;
}
