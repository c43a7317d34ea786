import { parseArgs } from 'node:util';
import { weakPasswordMessage } from '@forma/api';
import { migrateToLatest, openDatabase } from '@forma/db';
import { registerInput } from '@forma/validators';
import { ensureAdmin } from '../bootstrap';
import { EnvError, loadEnv } from '../env';

const USAGE = `Usage: pnpm admin:create --username <name> --password <password>
   or: ADMIN_USERNAME=<name> ADMIN_PASSWORD=<password> pnpm admin:create
Creates the admin, or makes an existing user admin and resets its password.`;

/** Parses --username/--password (falling back to ADMIN_USERNAME/ADMIN_PASSWORD). */
function credentials(env: ReturnType<typeof loadEnv>): { username: string; password: string } {
  const { values } = parseArgs({
    // `pnpm admin:create -- --username x` passes the `--` through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      username: { type: 'string', short: 'u' },
      password: { type: 'string', short: 'p' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const parsed = registerInput.safeParse({
    username: values.username ?? env.admin?.username,
    password: values.password ?? env.admin?.password,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.message}`).join('\n');
    throw new EnvError(`Cannot create the admin:\n${problems}\n\n${USAGE}`);
  }
  // Common and guessable passwords are refused here as in every other password change.
  const weak = weakPasswordMessage(parsed.data.password, [parsed.data.username]);
  if (weak) throw new EnvError(`Cannot create the admin:\n  - ${weak}\n\n${USAGE}`);
  return parsed.data;
}

/** `pnpm admin:create`: creates or updates an admin in the configured database. */
async function main(): Promise<void> {
  const env = loadEnv({ needsSessionSecret: false });
  const { username, password } = credentials(env);
  const handle = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    await migrateToLatest(handle.db);
    const id = await ensureAdmin(handle.db, { username, password });
    const where = env.databaseUrl
      ? 'Postgres (DATABASE_URL)'
      : `embedded database in ${env.dataDir}`;
    console.log(`Admin "${username}" (id ${id}) is ready in the ${where}.`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof EnvError || (err instanceof Error && err.name === 'TypeError' && 'code' in err)
      ? err.message
      : err,
  );
  process.exit(1);
});
