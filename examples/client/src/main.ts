/**
 * Another app calling the Forma API with its typed client: public reads, then an admin sign-in
 * whose session cookie later calls carry, then an admin read. Run it against a running server:
 *
 *   FORMA_URL=http://127.0.0.1:3000 FORMA_ADMIN_USERNAME=admin FORMA_ADMIN_PASSWORD=... \
 *     pnpm --filter @forma/example-client start
 *
 * Without FORMA_ADMIN_USERNAME / FORMA_ADMIN_PASSWORD only the public calls run.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createFormaClient, isFormaClientError } from '@forma/api/client';
import { cookieSession } from './cookies';

export interface ExampleOptions {
  /** The server's origin (`http://127.0.0.1:3000`) or its tRPC endpoint (`.../trpc`). */
  url: string;
  /** An admin's username and password; without them the admin part is skipped. */
  admin?: { username: string; password: string } | undefined;
  /** Where the lines go; default console.log. */
  log?: (line: string) => void;
}

/** What the example read: designer names, and the admin's name and designer count when signed in. */
export interface ExampleResult {
  designers: string[];
  admin: { username: string; designerCount: number } | null;
}

/**
 * Runs the example against `url`. Rejects with the client's TRPCClientError when a call fails
 * (e.g. UNAUTHORIZED for a wrong password) and with an Error when the admin account has
 * two-factor sign-in (this example does not ask for a code).
 */
export async function runExample({
  url,
  admin,
  log = console.log,
}: ExampleOptions): Promise<ExampleResult> {
  const session = cookieSession();
  const forma = createFormaClient({ url, headers: session.headers, fetch: session.fetch });

  // Public procedures: no session. Both calls go in one batched request.
  const [designers, hero] = await Promise.all([
    forma.catalog.designers.query(),
    forma.content.get.query({ section: 'hero' }),
  ]);
  log(`${designers.length} designers: ${designers.map((d) => d.name).join(', ')}`);
  log(`hero block fields: ${Object.keys(hero.content).join(', ')}`);
  if (!admin) {
    log('No admin credentials: admin calls skipped.');
    return { designers: designers.map((d) => d.name), admin: null };
  }

  // Sign in: the answer's Set-Cookie lands in the jar, and every later call sends it back.
  const signedIn = await forma.auth.login.mutate(admin);
  if ('twoFactorRequired' in signedIn)
    throw new Error(`${admin.username} has two-factor sign-in: finish with auth.verifyTwoFactor`);
  log(`Signed in as ${signedIn.username} (admin: ${signedIn.isAdmin})`);

  const dashboard = await forma.admin.dashboard.query();
  log(`Dashboard counts: ${JSON.stringify(dashboard.counts)}`);
  await forma.auth.logout.mutate();
  return {
    designers: designers.map((d) => d.name),
    admin: { username: signedIn.username, designerCount: dashboard.counts.designers },
  };
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (isEntryPoint) {
  const username = process.env.FORMA_ADMIN_USERNAME;
  const password = process.env.FORMA_ADMIN_PASSWORD;
  runExample({
    url: process.env.FORMA_URL ?? 'http://127.0.0.1:3000',
    admin: username && password ? { username, password } : undefined,
  }).catch((err: unknown) => {
    // A failed call: the tRPC code (UNAUTHORIZED, BAD_REQUEST, ...) and the server's sentence.
    if (isFormaClientError(err)) console.error(`${err.data?.code ?? 'NETWORK'}: ${err.message}`);
    else console.error(err);
    process.exitCode = 1;
  });
}
