import { Card } from '@forma/ui';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { ContentDraftContext } from '../../landing/content-draft';
import type { PageEditor } from './page-definitions';
import { useConsoleSettings } from './use-console-settings';

/**
 * The live preview of an editor whose preview is not a landing section (`previewIn: 'panel'`,
 * e.g. "Search & sharing", issue 18 item 6): the editor's preview component rendered beside the
 * form at the panel's width, fed with `draft` through ContentDraftContext on every change (its
 * `useContent(section)` reads the draft merged over the built-in texts). No frame, no device
 * widths. The page settings it reads come from the console's list (useConsoleSettings). Shows an
 * alert when the component's chunk cannot be loaded.
 */
export function BlockPanelPreview({
  editor,
  draft,
  shows = 'with your unsaved changes',
}: {
  editor: PageEditor;
  draft: Record<string, unknown>;
  /** What the form holds, for the caption: your unsaved changes, or the stored version. */
  shows?: string;
}) {
  const [Preview, setPreview] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const seeded = useConsoleSettings();

  useEffect(() => {
    let cancelled = false;
    editor
      .preview()
      .then((component) => !cancelled && setPreview(() => component))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [editor]);

  const drafts = useMemo(() => ({ [editor.section]: draft }), [editor.section, draft]);

  return (
    <Card className="p-4 sm:p-5 xl:sticky xl:top-20" aria-labelledby="preview-title">
      <div className="mb-4">
        <h2 id="preview-title" className="text-base font-semibold text-white">
          Live preview
        </h2>
        <p className="text-xs text-white/60">How it shows outside the site, {shows}.</p>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-white/70">
          The preview could not be loaded.
        </p>
      ) : Preview && seeded ? (
        <ContentDraftContext.Provider value={drafts}>
          <Preview />
        </ContentDraftContext.Provider>
      ) : (
        <p role="status" className="text-xs text-white/60">
          Loading preview…
        </p>
      )}
    </Card>
  );
}
