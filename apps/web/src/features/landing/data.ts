import type {
  ClientAnswer,
  ContentAnswer,
  ContentSection,
  DesignerAnswer,
  ProjectAnswer,
  SettingAnswer,
  SettingKey,
  TestimonialAnswer,
} from '@forma/validators';
import {
  CONTENT_DEFAULTS,
  readAiStyle,
  readContactDesign,
  readEnabled,
  readProjectsStyle,
} from '@forma/validators/values';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext, useSyncExternalStore } from 'react';
import { ApiError, getQueryFn } from '../../lib/api-client';
import { ContentDraftContext } from './content-draft';

/**
 * Landing-page data over the REST API of SPEC 7, with the spec's fallbacks: content blocks merge
 * over the built-in defaults (defaults while loading and on failure), settings read leniently.
 */

type Defaults = typeof CONTENT_DEFAULTS;

/** Merges stored fields over defaults: present, non-empty fields win; arrays replace arrays. */
export function mergeContent<T extends object>(defaults: T, stored: unknown): T {
  if (!stored || typeof stored !== 'object') return defaults;
  const out: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as T;
}

/** The query of a content block (`GET /api/content/{section}`, SPEC 7). */
export const contentQuery = (section: ContentSection) =>
  queryOptions<ContentAnswer | null>({
    queryKey: [`/api/content/${section}`],
    queryFn: getQueryFn<ContentAnswer>({ on401: 'returnNull' }),
  });

/**
 * A content block with defaults; `isLoading` while the first fetch runs. Inside an editor preview
 * (ContentDraftContext) the draft is shown instead and nothing is fetched.
 */
export function useContent<S extends ContentSection>(section: S) {
  const drafts = useContext(ContentDraftContext);
  const hasDraft = !!drafts && section in drafts;
  const query = useQuery({ ...contentQuery(section), enabled: !hasDraft });
  const stored = hasDraft ? drafts[section] : query.data?.content;
  return {
    content: mergeContent(CONTENT_DEFAULTS[section] as Defaults[S], stored),
    isLoading: !hasDraft && query.isLoading,
    isStored: hasDraft || !!query.data,
  };
}

/** Retry rule of SPEC 7 for settings: none on 404, up to 3 otherwise. */
function retrySetting(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return false;
  return failureCount < 3;
}

/** Cache time of each landing setting, ms (SPEC 7): the contact design 5 min, the others 1 min. */
const SETTING_STALE_MS: Record<SettingKey, number> = {
  selectedContactFormDesign: 5 * 60_000,
  selectedProjectsStyle: 60_000,
  projectsSectionEnabled: 60_000,
  selectedAiDesignStyle: 60_000,
  aiSectionEnabled: 60_000,
  landingDesignerCount: 60_000,
  landingProjectCount: 60_000,
  landingTestimonialCount: 60_000,
};

/** The query of a setting (`GET /api/settings/{key}`): its raw value, or null when not set (404). */
export const settingQuery = (key: SettingKey) =>
  queryOptions<string | null>({
    queryKey: [`/api/settings/${key}`],
    queryFn: async (ctx) => {
      try {
        const r = await getQueryFn<SettingAnswer>({ on401: 'returnNull' })(ctx);
        return r?.value ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: SETTING_STALE_MS[key],
    retry: retrySetting,
  });

/** Raw setting value or null (404 = not set), cached per SETTING_STALE_MS. */
export function useSetting(key: SettingKey) {
  const query = useQuery(settingQuery(key));
  return {
    value: query.data ?? null,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
  };
}

/** Projects style (cached 1 min; anything unknown or failing -> 'shader'). */
export function useProjectsStyle() {
  const s = useSetting('selectedProjectsStyle');
  return readProjectsStyle(s.value);
}

/** Projects section shown unless the setting is exactly 'false'. */
export function useProjectsEnabled() {
  return readEnabled(useSetting('projectsSectionEnabled').value);
}

/** AI section: `{ enabled, style }` where style 0 is the default component. */
export function useAiSection() {
  const enabled = readEnabled(useSetting('aiSectionEnabled').value);
  const style = readAiStyle(useSetting('selectedAiDesignStyle').value);
  return { enabled, style };
}

/** Local storage key of the design choice (SPEC 9), read only when the server has none. */
export const CONTACT_DESIGN_STORAGE_KEY = 'contactFormDesign';

function readStoredContactDesign(): string | null {
  try {
    return localStorage.getItem(CONTACT_DESIGN_STORAGE_KEY);
  } catch {
    return null; // storage blocked (SPEC 8: storage errors are silent)
  }
}

const subscribeNever = () => () => {};

/**
 * The locally stored design choice: null on the server and while the page hydrates (the server
 * cannot know it, and the hydrating render must match the server's markup), the stored value
 * from the next render on.
 */
function useStoredContactDesign(): string | null {
  return useSyncExternalStore(subscribeNever, readStoredContactDesign, () => null);
}

/**
 * Contact-form design 1-7, or null for the default form (SPEC 4): the server setting first; only
 * when it is missing (404) the locally stored choice. A stored but unknown value and a failed
 * load (non-404, after the retries) both give the default form; `error` is set for the latter.
 */
export function useContactFormDesign() {
  const s = useSetting('selectedContactFormDesign');
  const stored = useStoredContactDesign();
  const missing = !s.isLoading && !s.isError && s.value === null;
  const design = readContactDesign(missing ? stored : s.value);
  return { design, isLoading: s.isLoading, error: s.isError ? s.error : null };
}

/** The query of a public list endpoint (`/api/clients`, `/api/testimonials`, ...). */
export const listQuery = <T>(path: string) =>
  queryOptions<T[] | null>({
    queryKey: [path],
    queryFn: getQueryFn<T[]>({ on401: 'returnNull' }),
  });

/**
 * A public list endpoint (`/api/clients`, `/api/testimonials`, `/api/designers`, `/api/projects`).
 * `kept`: the list the server rendered is the one shown for the page's life (never refetched):
 * the landing's designers, projects and testimonials are a selection as long as a setting says
 * (issue 19 item 4), which a refetch of the whole list would undo.
 */
export function usePublicList<T>(path: string, kept = false) {
  const query = useQuery({
    ...listQuery<T>(path),
    ...(kept ? { staleTime: Infinity, refetchOnReconnect: false } : {}),
  });
  return { items: query.data ?? [], isLoading: query.isLoading, isError: query.isError };
}

export const useClients = () => usePublicList<ClientAnswer>('/api/clients');
export const useTestimonials = () => usePublicList<TestimonialAnswer>('/api/testimonials', true);
export const useDesigners = () => usePublicList<DesignerAnswer>('/api/designers', true);
export const useProjects = () => usePublicList<ProjectAnswer>('/api/projects', true);
