import {
  mediaFallbackUrl,
  mediaSources,
  type MediaInfo,
  type MediaMap,
} from '@forma/validators/media';
import { createContext, use, type ImgHTMLAttributes } from 'react';

/**
 * The media of the page being rendered (issue 19 item 3): each uploaded image's variants by its
 * URL, handed in by the server (render-site-page.tsx; on the landing page through its data, so
 * the islands hydrate with the same, landing-providers.tsx). Empty elsewhere: a page rendered
 * only in the browser (the console's previews) shows images as they are.
 */
export const MediaContext = createContext<MediaMap>({});

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'>;

/**
 * An image at the size it is shown (issue 19 item 3). For an upload with variants
 * (MediaContext): a `<picture>` with AVIF and WebP `srcset`s for `sizes`, the master's width and
 * height, its focal point as `object-position`, its blurred placeholder behind it until it loads,
 * and the library's alt text when one was written (else `alt`). Anything else (built-in assets, uploads whose
 * variants are not made yet): a plain `<img>`. `sizes` is the CSS width it is shown at
 * (`(min-width: 1024px) 25vw, 80vw`). Loading is lazy unless `loading` says otherwise.
 */
export function ResponsiveImage({
  src,
  sizes,
  alt,
  style,
  loading = 'lazy',
  decoding = 'async',
  placeholder = true,
  ...props
}: ImgProps & {
  src: string;
  sizes: string;
  alt: string;
  /** False for images that may be transparent (logos): the placeholder would show through. */
  placeholder?: boolean;
}) {
  const media: MediaInfo | undefined = use(MediaContext)[src];
  if (!media)
    return (
      <img src={src} alt={alt} style={style} loading={loading} decoding={decoding} {...props} />
    );
  return (
    <picture>
      {mediaSources(src, media).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...props}
        src={mediaFallbackUrl(src, media)}
        alt={media.alt || alt}
        width={media.width}
        height={media.height}
        loading={loading}
        decoding={decoding}
        style={{
          objectPosition: `${round(media.focalX)}% ${round(media.focalY)}%`,
          ...(placeholder && media.placeholder
            ? {
                backgroundImage: `url("${media.placeholder}")`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }
            : {}),
          ...style,
        }}
      />
    </picture>
  );
}

const round = (fraction: number) => Math.round(fraction * 1000) / 10;
