export interface VideoSource {
  src: string;
  type?: string;
}

const MP4 = /\.mp4(?=$|[?#])/i;

/**
 * The hero video's <source> list: for an .mp4 URL the VP9 .webm beside it comes first (browsers
 * without H.264, such as Debian's Chromium, play that one), then the mp4. Other URLs are used
 * as they are, typed only when the extension says so.
 */
export function heroVideoSources(url: string): VideoSource[] {
  if (MP4.test(url)) {
    return [
      { src: url.replace(MP4, '.webm'), type: 'video/webm' },
      { src: url, type: 'video/mp4' },
    ];
  }
  if (/\.webm(?=$|[?#])/i.test(url)) return [{ src: url, type: 'video/webm' }];
  return [{ src: url }];
}
