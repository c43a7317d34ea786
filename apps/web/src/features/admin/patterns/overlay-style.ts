import type { CSSProperties } from 'react';

/** A pattern's named CSS properties (see `patternCssProperties` of @forma/validators). */
export interface PatternCss {
  opacity?: number;
  blendMode?: string;
  size?: number | string;
  color?: string;
  rotation?: number;
}

/**
 * The style of an overlay layer that repeats a pattern's SVG: tile size in px (or cover/contain),
 * opacity 0-1, mix-blend-mode, and a colour (the SVG becomes a mask over that colour).
 */
export function overlayStyle(svg: string, css: PatternCss): CSSProperties {
  const url = `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
  const size = typeof css.size === 'number' ? `${css.size}px` : (css.size ?? '160px');
  const base: CSSProperties = {
    opacity: css.opacity ?? 0.35,
    mixBlendMode: (css.blendMode as CSSProperties['mixBlendMode']) ?? 'normal',
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
