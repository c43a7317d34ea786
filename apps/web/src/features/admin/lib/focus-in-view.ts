/** How far from the viewport's top and bottom edges a focused element should be, px (at most a quarter of the height). */
const EDGE_MARGIN_PX = 160;

/**
 * Focuses `element` (a status line after an action) and, when it is not well inside the
 * viewport, scrolls it to the middle. focus() alone scrolls it just into view, to the very top
 * or bottom edge, where a toast (bottom right) or the sticky save bar covers it. Nothing when
 * `element` is missing.
 */
export function focusInView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const rect = element.getBoundingClientRect();
  const margin = Math.min(EDGE_MARGIN_PX, window.innerHeight / 4);
  if (rect.top < margin || rect.bottom > window.innerHeight - margin)
    element.scrollIntoView({ block: 'center' });
}
