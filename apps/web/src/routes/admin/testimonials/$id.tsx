import { createFileRoute } from '@tanstack/react-router';
import { CollectionEditPage } from '../../../features/admin/collections/collection-edit-page';
import { testimonialsCollection } from '../../../features/admin/collections/definitions';

/** Create (`new`) or edit one of the testimonials (issue 7 edit screens). */
export const Route = createFileRoute('/admin/testimonials/$id')({
  component: TestimonialsEditPage,
});

function TestimonialsEditPage() {
  const { id } = Route.useParams();
  return <CollectionEditPage collection={testimonialsCollection} id={id} />;
}
