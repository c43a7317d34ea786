import { Card, cn } from '@forma/ui';
import { Monitor, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PageEditor } from './page-definitions';
import { isPreviewMessage, type PreviewMessage } from './preview-messages';

/** Viewport widths of the preview, px: a laptop and a phone (the console's 390 px check). */
const DEVICES = {
  desktop: { label: 'Desktop', width: 1280, icon: Monitor },
  phone: { label: 'Phone', width: 390, icon: Smartphone },
} as const;
type Device = keyof typeof DEVICES;

/** Height of the preview's viewport, px (before scaling). */
const VIEWPORT_HEIGHT = 820;

/**
 * The live preview beside the page editor's form (issue 8 item 2): the real landing section
 * (same component as `/`) in a frame of the chosen device width, scaled to fit the panel, fed
 * with `draft` on every change. The frame is same-origin (/admin/preview/{slug}); the draft goes
 * over postMessage once the frame says it is ready and after every edit.
 */
export function BlockPreview({
  editor,
  draft,
  shows = 'with your unsaved changes',
}: {
  editor: PageEditor;
  draft: Record<string, unknown>;
  /** What the form holds, for the caption: your unsaved changes, or the stored version. */
  shows?: string;
}) {
  const [device, setDevice] = useState<Device>('desktop');
  const [ready, setReady] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        isPreviewMessage(event) &&
        event.source === frame.current?.contentWindow &&
        event.data.type === 'forma:preview-ready'
      )
        setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // A new device reloads the frame (its viewport changes): wait for it to say ready again.
  useEffect(() => setReady(false), [device]);

  useEffect(() => {
    if (!ready) return;
    const message: PreviewMessage = {
      type: 'forma:preview-draft',
      section: editor.section,
      content: draft,
    };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, draft, editor.section]);

  const { width } = DEVICES[device];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 0;

  return (
    <Card className="p-4 sm:p-5 xl:sticky xl:top-20" aria-labelledby="preview-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="preview-title" className="text-base font-semibold text-white">
            Live preview
          </h2>
          <p className="text-xs text-white/60">The section as visitors see it, {shows}.</p>
        </div>
        <div
          role="group"
          aria-label="Preview width"
          className="inline-flex rounded-full border border-white/10 bg-white/[0.04] p-1"
        >
          {(Object.keys(DEVICES) as Device[]).map((key) => {
            const { label, icon: Icon } = DEVICES[key];
            return (
              <button
                key={key}
                type="button"
                aria-pressed={device === key}
                onClick={() => setDevice(key)}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-white/65 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                  device === key && 'bg-white/[0.12] text-white',
                )}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </button>
            );
          })}
        </div>
      </div>
      <div ref={box} className="w-full">
        <div
          className="mx-auto overflow-hidden rounded-xl border border-white/10 bg-ink"
          style={{ width: width * scale, height: VIEWPORT_HEIGHT * scale }}
        >
          {scale > 0 && (
            <iframe
              key={device}
              ref={frame}
              src={`/admin/preview/${editor.slug}`}
              title={`Live preview of the ${editor.label.toLowerCase()} section, ${DEVICES[device].label.toLowerCase()} width`}
              data-device={device}
              className="origin-top-left border-0"
              style={{ width, height: VIEWPORT_HEIGHT, transform: `scale(${scale})` }}
            />
          )}
        </div>
      </div>
      {!ready && (
        <p role="status" className="mt-3 text-xs text-white/60">
          Loading preview…
        </p>
      )}
    </Card>
  );
}
