import { z } from 'zod';

/**
 * In the browser zod must not compile parsers with `new Function`: the site's CSP has no
 * 'unsafe-eval', so zod's eval probe is reported as a violation on every load (issue 9 item 6).
 * Imported first by every module of this package that builds schemas (each is an entry of its own,
 * `@forma/validators/<module>`), before any schema is built (zod decides per
 * object schema when it is created). The server keeps the faster compiled parsers.
 */
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });
