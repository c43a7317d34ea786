import { createFileRoute } from '@tanstack/react-router';
import { AiDesignExplorationsPage } from '../../features/admin/explorers/ai-design-explorations-page';

/** SPEC 2 /admin/ai-design-explorations: pick, preview and save the AI section's style. */
export const Route = createFileRoute('/admin/ai-design-explorations')({
  component: AiDesignExplorationsPage,
});
