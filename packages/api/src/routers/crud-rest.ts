import {
  bulkDeleteAnswer,
  bulkFeatureAnswer,
  errorAnswer,
  pageOf,
  successAnswer,
} from '@forma/validators';
import type { z } from 'zod';
import type { CollectionDefinition } from '../collections';
import type { RestOperation } from '../rest-meta';

/** The CRUD operations a collection serves over REST, in the order the reference lists them. */
type CrudRestOperation =
  'list' | 'bulkDelete' | 'bulkFeature' | 'reorder' | 'byId' | 'create' | 'update' | 'delete';

/**
 * The admin REST of one collection (DESIGN.md, issue 40 item 4), as the REST metadata of its typed
 * procedures: GET /api/admin/{slug} (search, sort, one query key per filter, limit, offset),
 * GET /{id}, POST (201), PATCH /{id} (the body is `data`), DELETE /{id}, POST /bulk-delete,
 * /bulk-feature, /reorder. An operation the collection does not have (no create schema, not
 * featured, no order) stays on its path and answers 405, so a client learns why.
 */
export function crudRest<Row, Create extends z.ZodType, Update extends z.ZodType>(
  definition: CollectionDefinition<Row, Create, Update>,
): Record<CrudRestOperation, RestOperation> {
  const { slug, label, list, record } = definition;
  const base = `/api/admin/${slug}` as const;
  const plural = list.plural.toLowerCase();
  const one = label.toLowerCase();
  const tag = `Admin: ${plural}`;
  const unsupported = (why: string) => ({
    tag,
    summary: `Not supported: ${why}`,
    status: 405 as const,
    answer: errorAnswer,
    answerDescription: 'Always',
  });
  return {
    list: {
      method: 'GET',
      path: base,
      tag,
      summary: `List ${plural}`,
      description: `Searches ${list.searchable.join(', ') || 'nothing'}; sorts by ${list.sortable.join(', ')} (\`-\` first for descending).`,
      answer: pageOf(record),
      answerDescription: 'One page',
      filtersKey: 'filters',
    },
    bulkDelete: {
      method: 'POST',
      path: `${base}/bulk-delete`,
      tag,
      summary: `Delete several ${plural}`,
      answer: bulkDeleteAnswer,
      answerDescription: 'How many were deleted',
      errors: [409],
    },
    bulkFeature: {
      method: 'POST',
      path: `${base}/bulk-feature`,
      ...(list.featurable
        ? {
            tag,
            summary: `Feature or unfeature several ${plural}`,
            answer: bulkFeatureAnswer,
            answerDescription: 'How many changed',
          }
        : unsupported(`${list.plural} are not featured`)),
    },
    reorder: {
      method: 'POST',
      path: `${base}/reorder`,
      ...(list.reorderable
        ? {
            tag,
            summary: `Put ${plural} in a new order`,
            answer: successAnswer,
            answerDescription: 'Reordered',
          }
        : unsupported(`${list.plural} have no order`)),
    },
    byId: {
      method: 'GET',
      path: `${base}/{id}`,
      tag,
      summary: `One ${one}`,
      answer: record,
      answerDescription: `The ${one}`,
      ...(definition.drafts ? { revision: 'etag' as const } : {}),
    },
    create: {
      method: 'POST',
      path: base,
      ...(definition.create
        ? {
            tag,
            summary: `Create a ${one}`,
            answer: record,
            answerDescription: 'Created',
            status: 201 as const,
            errors: [409],
          }
        : unsupported(`${list.plural} are not created here`)),
    },
    update: {
      method: 'PATCH',
      path: `${base}/{id}`,
      tag,
      summary: `Change a ${one}`,
      description: definition.drafts
        ? 'Only the fields sent change. Send the ETag of your GET as `If-Match` and a save based on an older revision answers 412 instead of overwriting.'
        : 'Only the fields sent change.',
      answer: record,
      answerDescription: 'Changed',
      bodyKey: 'data',
      errors: [409],
      ...(definition.drafts ? { revision: 'if-match' as const } : {}),
    },
    delete: {
      method: 'DELETE',
      path: `${base}/{id}`,
      tag,
      summary: `Delete a ${one}`,
      answer: successAnswer,
      answerDescription: 'Deleted',
      errors: [409],
    },
  };
}
