import { Button } from '@forma/ui';
import { ArrowUpDown, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CollectionListPage } from '../collections/collection-list-page';
import { designersCollection } from '../collections/definitions';
import { useCanEdit } from '../lib/roles';

/** The order panel (dnd-kit's drag and drop) loads when it is opened, not with the list. */
const DesignersOrder = lazy(() =>
  import('./designers-order').then((module) => ({ default: module.DesignersOrder })),
);

/** /admin/designers: the generic list, plus a panel that orders designers by drag and drop. */
export function DesignersListPage() {
  const [reordering, setReordering] = useState(false);
  const canEdit = useCanEdit();
  return (
    <CollectionListPage
      collection={designersCollection}
      headerActions={
        canEdit && (
          <Button
            variant="secondary"
            aria-expanded={reordering}
            aria-controls="designers-order"
            onClick={() => setReordering((v) => !v)}
          >
            {reordering ? <X aria-hidden /> : <ArrowUpDown aria-hidden />}
            {reordering ? 'Close ordering' : 'Change order'}
          </Button>
        )
      }
    >
      {reordering && (
        <Suspense
          fallback={
            <p id="designers-order" role="status" className="mb-6 text-sm text-white/50">
              Loading designers…
            </p>
          }
        >
          <DesignersOrder />
        </Suspense>
      )}
    </CollectionListPage>
  );
}
