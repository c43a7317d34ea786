import { createFileRoute } from '@tanstack/react-router';
import { ReleasePage } from '../../../features/admin/releases/release-page';

/** One release: its drafts, schedule, preview links (issue 20 item 3). */
export const Route = createFileRoute('/admin/releases/$id')({
  component: function ReleaseRoute() {
    const { id } = Route.useParams();
    return <ReleasePage key={id} id={id} />;
  },
});
