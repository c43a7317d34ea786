import type { ContentSection } from '@forma/validators';
import { createContext } from 'react';

/**
 * Draft content blocks by section, for the admin page editor's live preview (issue 8 item 2):
 * inside a provider, `useContent(section)` renders the draft (merged over the built-in defaults
 * like a stored block) instead of fetching the stored block. Null outside an editor preview.
 */
export const ContentDraftContext = createContext<Partial<Record<ContentSection, unknown>> | null>(
  null,
);
