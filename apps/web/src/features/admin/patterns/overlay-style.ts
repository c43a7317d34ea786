import type { PatternCssProperties } from '@forma/validators';
import type { CSSProperties } from 'react';

/** A pattern's named CSS properties (`patternCssProperties` of @forma/validators). */
export type PatternCss = PatternCssProperties;

/**
 * The style of an overlay layer that repeats a pattern's SVG: tile size in px (or cover/contain/
 * auto), opacity 0-1, mix-blend-mode, a colour (the SVG becomes a mask over that colour) and a
 * rotation in degrees (the layer is made twice as large and turned, so the corners stay covered;
 * its parent clips it).
 */
export function overlayStyle(svg: string, css: PatternCss): CSSProperties {
  const url = `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
  const size = typeof css.size === 'number' ? `${css.size}px` : (css.size ?? '160px');
  const base: CSSProperties = {
    opacity: css.opacity ?? 0.35,
    mixBlendMode: css.blendMode ?? 'normal',
    ...(css.rotation ? { inset: '-50%', transform: `rotate(${css.rotation}deg)` } : {}),
  };
  if (css.color)
    return {
      ...base,
      backgroundColor: css.color,
      maskImage: url,
      WebkitMaskImage: url,
      maskSize: size,
      WebkitMaskSize: size,
      maskRepeat: 'repeat',
      WebkitMaskRepeat: 'repeat',
    };
  return { ...base, backgroundImage: url, backgroundSize: size, backgroundRepeat: 'repeat' };
}
