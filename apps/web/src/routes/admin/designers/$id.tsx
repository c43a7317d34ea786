import { createFileRoute } from '@tanstack/react-router';
import { DesignerEditPage } from '../../../features/admin/designers/designer-edit-page';

/** One designer with their works (SPEC 2 /admin/designers/{id}); `new` creates a designer. */
export const Route = createFileRoute('/admin/designers/$id')({
  component: DesignerRoute,
});

function DesignerRoute() {
  const { id } = Route.useParams();
  return <DesignerEditPage id={id} />;
}
