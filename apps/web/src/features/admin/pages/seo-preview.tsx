import { PRODUCT_NAME, seoDefaults } from '@forma/validators/content-defaults';
import { useState } from 'react';
import { useContent } from '../../landing/data';
import {
  META_DESCRIPTION_RANGE,
  SITE_TITLE_SHOWN,
  searchSnippet,
  shareImageOf,
  type ShareImageNote,
} from './seo-advice';

/** Why the card shows the built-in image, in words. */
const NOTE_TEXT: Record<Exclude<ShareImageNote, null> | 'unreadable', string> = {
  external:
    'External addresses are not fetched: link previews use the built-in image. Upload the image instead.',
  'not-an-image': 'A video cannot be a share image: link previews use the built-in image.',
  unreadable: 'The image could not be loaded: link previews use the built-in image.',
};

const heading = 'mb-2 text-xs font-semibold tracking-[0.12em] text-white/60 uppercase';

/**
 * The live preview of the "Search & sharing" editor (issue 18 item 6): the `seo` block as a
 * search result (the site title as the blue link line, cut at about 60 characters; the site's
 * address; the meta description cut at about 160 characters with an ellipsis, as search engines
 * do) and as a social card of the summary_large_image kind (the 1200x630 centre crop of the share
 * image, the domain, the title, the description). Reads the block with `useContent('seo')`, so
 * inside the editor it shows the draft (ContentDraftContext) merged over the built-in texts. The
 * address is `window.location.origin` (the site the console runs on). Browser only.
 */
export function SeoPreview() {
  const { content } = useContent('seo');
  const { origin, host } = window.location;
  const title = content.siteTitle || seoDefaults.siteTitle;
  const description = content.metaDescription || seoDefaults.metaDescription;
  const image = shareImageOf(content.shareImage);
  // The image the browser could not load: the built-in one stands in, like on the server.
  const [failed, setFailed] = useState<string | null>(null);
  const unreadable = failed === image.src && image.src !== seoDefaults.shareImage;
  const src = unreadable ? seoDefaults.shareImage : image.src;
  const note = unreadable ? 'unreadable' : image.note;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="seo-preview-search">
        <h3 id="seo-preview-search" className={heading}>
          Search result
        </h3>
        <div
          data-testid="search-result-preview"
          className="rounded-xl bg-white px-5 py-4 font-sans text-left shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full border border-[#dadce0] bg-[#f1f3f4]">
              <img src="/favicon.svg" alt="" width={18} height={18} className="size-[18px]" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm leading-tight text-[#202124]">
                {PRODUCT_NAME}
              </span>
              <cite className="block truncate text-xs leading-tight text-[#4d5156] not-italic">
                {origin}
              </cite>
            </span>
          </div>
          <p
            data-part="title"
            className="mt-2 text-xl leading-snug break-words text-[#1a0dab] hover:underline"
          >
            {searchSnippet(title, SITE_TITLE_SHOWN)}
          </p>
          <p data-part="description" className="mt-1 text-sm leading-normal text-[#4d5156]">
            {searchSnippet(description, META_DESCRIPTION_RANGE.max)}
          </p>
        </div>
      </section>

      <section aria-labelledby="seo-preview-card">
        <h3 id="seo-preview-card" className={heading}>
          Social card
        </h3>
        <div
          data-testid="social-card-preview"
          className="max-w-[506px] overflow-hidden rounded-2xl border border-white/15 bg-[#0f1419] text-left"
        >
          <div className="aspect-[1200/630] bg-white/[0.04]">
            {failed !== src && (
              <img
                key={src}
                src={src}
                alt={content.shareImageAlt || seoDefaults.shareImageAlt}
                width={1200}
                height={630}
                decoding="async"
                onError={() => setFailed(src)}
                className="size-full object-cover object-center"
              />
            )}
          </div>
          <div className="border-t border-white/10 px-3 py-2.5">
            <p className="truncate text-[13px] text-[#8b98a5]">{host}</p>
            <p data-part="title" className="truncate text-[15px] font-bold text-[#e7e9ea]">
              {title}
            </p>
            <p data-part="description" className="line-clamp-2 text-[15px] text-[#8b98a5]">
              {description}
            </p>
          </div>
        </div>
        {note && (
          <p role="note" className="mt-2 text-xs text-amber-200">
            {NOTE_TEXT[note]}
          </p>
        )}
        <p className="mt-2 text-xs text-white/60">
          The image is cropped to 1200 × 630 around its centre, as shared links show it.
        </p>
      </section>
    </div>
  );
}
