import appCss from '../../styles.css?url';

/**
 * The `head()` of the app's own screens (/auth and the console, issue 38): `title` before the
 * brand, kept out of search engines, with the app's stylesheet (every class of the console and
 * the UI kit, in place of site.css, which the root links for the site's pages: `APP_SCREEN`).
 */
export function appHead(title: string) {
  return {
    meta: [{ title: `${title} · Forma` }, { name: 'robots', content: 'noindex' }],
    links: [{ rel: 'stylesheet', href: appCss }],
  };
}
