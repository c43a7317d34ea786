import { createFileRoute } from '@tanstack/react-router';
import { PatternPreviewPage } from '../../features/admin/patterns/pattern-preview-page';

/** SPEC 2 /admin/pattern-preview: a pattern over sample landing sections, light and dark. */
export const Route = createFileRoute('/admin/pattern-preview')({
  validateSearch: (search: Record<string, unknown>): { pattern?: number } => {
    const n = Number(search.pattern);
    return { pattern: Number.isInteger(n) && n > 0 ? n : undefined };
  },
  component: PatternPreviewPage,
});
