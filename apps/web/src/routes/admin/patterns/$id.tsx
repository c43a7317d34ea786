import { createFileRoute } from '@tanstack/react-router';
import { PatternEditPage } from '../../../features/admin/patterns/pattern-edit-page';

/** Create (`new`) or edit a pattern: upload, vectorizing state, CSS properties. */
export const Route = createFileRoute('/admin/patterns/$id')({
  component: PatternRoute,
});

function PatternRoute() {
  const { id } = Route.useParams();
  return <PatternEditPage id={id} />;
}
