import { createFileRoute } from '@tanstack/react-router';
import { DesignSystemPage } from '../../features/admin/design-system/design-system-page';
import { parsePreviewTheme, type PreviewTheme } from '../../lib/preview-theme';

/**
 * SPEC 2 /admin/design-system (issue 8 item 8): the UI kit and the console's shared parts in all
 * their states; `?theme=light` shows the preview on a light surface (dark by default).
 */
export const Route = createFileRoute('/admin/design-system')({
  validateSearch: (search: Record<string, unknown>): { theme?: PreviewTheme } => ({
    theme: parsePreviewTheme(search.theme),
  }),
  component: DesignSystemPage,
});
