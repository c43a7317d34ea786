/**
 * Baselines of `pnpm bench` (bench/load.bench.ts), one per child process:
 *   node --import tsx bench/hello-servers.ts fastify|trpc PORT
 *   node --import tsx bench/hello-servers.ts json PORT FILE
 * `fastify`: a bare Fastify hello-world on GET /. `trpc`: a tRPC 11 hello-world on the Fastify
 * adapter (one `hello` query at GET /trpc/hello, superjson like the product). `json`: a bare
 * Fastify answering each path of FILE (`{ "/api/designers": "<the product's answer>" }`) with
 * those bytes from memory, the baseline issue 38 and 40 compare REST against. No logging.
 */
import { readFileSync } from 'node:fs';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import superjson from 'superjson';

const [kind, portArg, bodiesFile] = process.argv.slice(2);
const port = Number(portArg);

async function main(): Promise<void> {
  if (!['fastify', 'trpc', 'json'].includes(kind ?? '') || !Number.isInteger(port)) {
    throw new Error('usage: hello-servers.ts fastify|trpc PORT, or json PORT FILE');
  }
  const app = Fastify({ logger: false });
  if (kind === 'json') {
    const bodies = JSON.parse(readFileSync(bodiesFile ?? '', 'utf8')) as Record<string, string>;
    for (const [path, body] of Object.entries(bodies)) {
      const bytes = Buffer.from(body, 'utf8');
      app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
    }
  } else if (kind === 'fastify') {
    app.get('/', async () => ({ hello: 'world' }));
  } else {
    const t = initTRPC.create({ transformer: superjson });
    const router = t.router({ hello: t.procedure.query(() => ({ hello: 'world' })) });
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
  }
  await app.listen({ host: '127.0.0.1', port });
  const close = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
