import type { ContentSection } from '@forma/validators';
import { useEffect, useState, type ComponentType } from 'react';
import { ContentDraftContext } from '../../landing/content-draft';
import { pageEditor } from './page-definitions';
import { isPreviewMessage, type PreviewMessage } from './preview-messages';
import { useConsoleSettings } from './use-console-settings';

/**
 * /admin/preview/{slug}: what the page editor's live preview frame shows (issue 8 item 2). The
 * real landing section of the block, fed with the editor's draft (postMessage from the parent
 * window, same origin) instead of the stored block, and the page settings from the console's
 * list (useConsoleSettings). Rendered without the console's shell, so the frame's width is the
 * section's viewport (desktop or phone, media queries included).
 */
export function BlockPreviewPage({ slug }: { slug: string }) {
  const editor = pageEditor(slug);
  const [Section, setSection] = useState<ComponentType | null>(null);
  const [draft, setDraft] = useState<Partial<Record<ContentSection, unknown>> | null>(null);
  const [failed, setFailed] = useState(false);
  const seeded = useConsoleSettings();

  useEffect(() => {
    if (!editor) return;
    let cancelled = false;
    editor
      .preview()
      .then((component) => !cancelled && setSection(() => component))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [editor]);

  useEffect(() => {
    if (!editor) return;
    const onMessage = (event: MessageEvent) => {
      if (!isPreviewMessage(event)) return;
      const message = event.data;
      if (message.type === 'forma:preview-draft' && message.section === editor.section)
        setDraft({ [message.section]: message.content });
    };
    window.addEventListener('message', onMessage);
    const ready: PreviewMessage = { type: 'forma:preview-ready', slug: editor.slug };
    window.parent.postMessage(ready, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [editor]);

  if (!editor || failed)
    return (
      <p role="alert" className="p-6 text-sm text-white/70">
        {editor ? 'The preview could not be loaded.' : 'There is no such page block.'}
      </p>
    );
  return (
    <main
      className="min-h-dvh bg-ink"
      data-preview-ready={Section && draft && seeded ? '' : undefined}
    >
      {Section && draft && seeded ? (
        <ContentDraftContext.Provider value={draft}>
          <Section />
        </ContentDraftContext.Provider>
      ) : (
        <p role="status" className="p-6 text-sm text-white/60">
          Loading preview…
        </p>
      )}
    </main>
  );
}
