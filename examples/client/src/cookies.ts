/**
 * The smallest cookie jar a server-side app needs to hold a Forma session: `fetch` keeps the
 * cookies every response sets (`Set-Cookie`: `sid` after `auth.login`), `headers` sends them back.
 * Pass both to `createFormaClient`. One jar is one session: make one per signed-in user.
 */
export interface CookieSession {
  /** A fetch that records the cookies of each response (an expired or emptied one is dropped). */
  fetch: typeof globalThis.fetch;
  /** `{ cookie: 'sid=...' }` while the jar holds cookies, else `{}`. */
  headers: () => Record<string, string>;
  /** The value of one cookie, or undefined. */
  get: (name: string) => string | undefined;
}

/** True when the attributes of a Set-Cookie line say the cookie is gone (Max-Age<=0, past Expires). */
function isExpired(attributes: string[], now: number): boolean {
  return attributes.some((attribute) => {
    const [key = '', ...rest] = attribute.split('=');
    const value = rest.join('=').trim();
    const name = key.trim().toLowerCase();
    if (name === 'max-age') return Number(value) <= 0;
    if (name === 'expires') return Date.parse(value) <= now;
    return false;
  });
}

/** A new, empty cookie jar over `baseFetch` (default: the global fetch). */
export function cookieSession(
  baseFetch: typeof globalThis.fetch = globalThis.fetch,
): CookieSession {
  const jar = new Map<string, string>();
  return {
    fetch: async (input, init) => {
      const response = await baseFetch(input, init);
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || isExpired(attributes, Date.now())) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    },
    headers: () => {
      const cookies: Record<string, string> = {};
      if (jar.size > 0)
        cookies.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      return cookies;
    },
    get: (name) => jar.get(name),
  };
}
