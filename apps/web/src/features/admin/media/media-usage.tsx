import type { MediaUse } from '@forma/validators';
import { isRestorableUse } from '@forma/validators/media-use-values';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';
import { pageEditorOfSection } from '../pages/page-definitions';

const linkClass = 'text-violet-200 underline-offset-4 hover:underline focus-visible:underline';

/** A use, linked to the console screen that edits the record (a work: its designer's screen). */
function UseLink({ use }: { use: MediaUse }) {
  const label = labelOf(use);
  const id = String(use.entity === 'designer work' ? (use.designerId ?? '') : use.id);
  switch (use.entity) {
    case 'designer':
    case 'designer work':
      if (!id) break;
      return (
        <Link to="/admin/designers/$id" params={{ id }} className={linkClass}>
          {label}
        </Link>
      );
    case 'testimonial':
      return (
        <Link to="/admin/testimonials/$id" params={{ id }} className={linkClass}>
          {label}
        </Link>
      );
    case 'client':
      return (
        <Link to="/admin/clients/$id" params={{ id }} className={linkClass}>
          {label}
        </Link>
      );
    case 'pattern':
      return (
        <Link to="/admin/patterns/$id" params={{ id }} className={linkClass}>
          {label}
        </Link>
      );
    case 'content block':
    case 'block history': {
      const editor = pageEditorOfSection(id);
      if (!editor) break;
      return (
        <Link to="/admin/pages/$page" params={{ page: editor.slug }} className={linkClass}>
          {label}
        </Link>
      );
    }
    case 'snapshot':
      return (
        <Link to="/admin/pages" className={linkClass}>
          {label}
        </Link>
      );
  }
  return <span className="text-white/75">{label}</span>;
}

/** How a use reads: "Designer · Ada Quill", a block by its editor's label. */
function labelOf(use: MediaUse): string {
  if (use.entity === 'content block')
    return `Content block · ${pageEditorOfSection(String(use.id))?.label ?? use.label}`;
  if (use.entity === 'block history')
    return `An earlier version of ${pageEditorOfSection(String(use.id))?.label ?? use.label} (its history)`;
  return `${use.entity[0]!.toUpperCase()}${use.entity.slice(1)} · ${use.label}`;
}

/**
 * Where a media file is used (issue 19 item 2), on its screen under the form: each designer,
 * work, testimonial, client, pattern and content block that shows it, and each block history
 * and snapshot a restore could bring it back from (issue 39 item 4), linked to its screen. A
 * file in use on the site cannot be deleted, so this says what to change first; one only
 * earlier versions hold can (its bytes are kept for them); a built-in file (`builtIn`, issue 44
 * item 4) is never deleted, so it says where to show another. Reads `admin.media.usage`;
 * loading, empty and error states.
 */
export function MediaUsage({ mediaId, builtIn = false }: { mediaId: number; builtIn?: boolean }) {
  const { trpc } = useAdminContext();
  const usage = useQuery(trpc.admin.media.usage.queryOptions({ id: mediaId }));
  const items = usage.data?.items ?? [];
  // Uses only a restore brings back (a block's history, a snapshot) do not stop a delete.
  const live = items.filter((use) => !isRestorableUse(use));
  return (
    <section
      aria-labelledby="media-usage-title"
      aria-busy={usage.isPending || undefined}
      className="mt-8 rounded-2xl border border-white/10 p-4"
    >
      <h2 id="media-usage-title" className="text-sm font-medium text-white/85">
        Where it is used
      </h2>
      {usage.isPending ? (
        <p className="mt-2 text-sm text-white/55">Looking for uses…</p>
      ) : usage.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-300">
          Could not load where this file is used: {errorMessage(usage.error)}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-white/55">
          {builtIn
            ? 'Not used anywhere. Built into the site, it stays in the library.'
            : 'Not used anywhere. It can be deleted without changing the site.'}
        </p>
      ) : (
        <>
          {live.length > 0 ? (
            <p className="mt-1 text-xs text-white/55">
              Used in {live.length} {live.length === 1 ? 'place' : 'places'}
              {builtIn
                ? '. Built into the site: to show another file, change it there.'
                : '; replace it there before deleting it.'}
            </p>
          ) : (
            <p className="mt-1 text-xs text-white/55">
              Not used on the site. Earlier versions below still show it: it can be deleted from the
              library, and its file is kept so that restoring them still shows it.
            </p>
          )}
          <ul className="mt-3 flex flex-col gap-1.5">
            {items.map((use) => (
              <li key={`${use.entity}-${use.id}`} className="text-sm">
                <UseLink use={use} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
