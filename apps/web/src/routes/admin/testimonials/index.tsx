import { COLLECTION_LISTS } from '@forma/validators/collection-lists';
import { createFileRoute } from '@tanstack/react-router';
import { CollectionListPage } from '../../../features/admin/collections/collection-list-page';
import { testimonialsCollection } from '../../../features/admin/collections/definitions';
import { collectionSearchValidator } from '../../../lib/collection-search';

/** Testimonials list (issue 7): search, sort, filters, pages and bulk actions in the URL. */
export const Route = createFileRoute('/admin/testimonials/')({
  validateSearch: collectionSearchValidator(COLLECTION_LISTS.testimonials),
  component: TestimonialsListPage,
});

function TestimonialsListPage() {
  return <CollectionListPage collection={testimonialsCollection} />;
}
