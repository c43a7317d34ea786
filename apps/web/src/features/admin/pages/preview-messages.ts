import type { ContentSection } from '@forma/validators';

/**
 * Messages between the page editor and its preview frame (same origin only): the frame says it
 * is ready, the editor sends the draft block on every change.
 */
export type PreviewMessage =
  | { type: 'forma:preview-ready'; slug: string }
  | { type: 'forma:preview-draft'; section: ContentSection; content: Record<string, unknown> };

/** True for a message of this protocol from this origin. */
export function isPreviewMessage(event: MessageEvent): event is MessageEvent<PreviewMessage> {
  const data = event.data as { type?: unknown } | null;
  return (
    event.origin === window.location.origin &&
    !!data &&
    typeof data.type === 'string' &&
    data.type.startsWith('forma:preview-')
  );
}
