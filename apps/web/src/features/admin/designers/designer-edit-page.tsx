import { useMemo } from 'react';
import { CollectionEditPage } from '../collections/collection-edit-page';
import { designersCollection } from '../collections/definitions';
import type { AdminCollection } from '../collections/types';
import { DesignerWorks } from './designer-works';

/** /admin/designers/{id}: the designer's fields, then their works (add, edit, reorder, delete). */
export function DesignerEditPage({ id }: { id: string }) {
  const collection = useMemo<AdminCollection>(
    () => ({ ...designersCollection, renderExtra: (row) => <DesignerWorks designerId={row.id} /> }),
    [],
  );
  return <CollectionEditPage collection={collection} id={id} />;
}
