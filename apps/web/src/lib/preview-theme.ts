/** The /admin/design-system preview theme (`?theme=`); zod-free and admin-free: the route tree imports it. */

/** The preview's surfaces: the kit's own dark look, or its light rendering (preview-theme.css). */
export type PreviewTheme = 'light' | 'dark';

/** `?theme=` of /admin/design-system: 'light', else the default (dark, left out of the URL). */
export function parsePreviewTheme(value: unknown): 'light' | undefined {
  return value === 'light' ? 'light' : undefined;
}

/** Class of the preview wrapper (and of overlays rendered outside it) for a theme. */
export function previewThemeClass(theme: PreviewTheme): string {
  return theme === 'light' ? 'ds-theme-light' : 'ds-theme-dark';
}
