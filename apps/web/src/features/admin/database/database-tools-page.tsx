import type { RouterOutputs } from '@forma/api';
import { Badge, Card } from '@forma/ui';
import { useQuery } from '@tanstack/react-query';
import { Database, GitBranch, Sprout, Table2, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/states';
import { formatCount, formatDateTime } from '../lib/format';
import { useAdminContext } from '../lib/use-admin-api';

/** What `admin.databaseTools` answers. */
type DatabaseTools = RouterOutputs['admin']['databaseTools'];

/** How long the "Redirecting to Database Tools..." notice shows before the tools (ms). */
const REDIRECT_NOTICE_MS = 600;

const headCell = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-white/60 uppercase';
const cell = 'px-4 py-3 whitespace-nowrap';

/**
 * /admin/schema-deploy (SPEC 2, issue 8 item 9): first the notice "Redirecting to Database
 * Tools..." (briefly, on the first render; the page never reloads itself), then, at the same
 * path, the Database tools: which database is in use (PGlite, or Postgres host/port/name, never
 * credentials), applied migrations with their dates and pending ones, row counts per table, and
 * whether the demo content is present. Loads `admin.databaseTools`; a failed load shows the
 * reason and a retry.
 */
export function DatabaseToolsPage() {
  const { trpc } = useAdminContext();
  const tools = useQuery(trpc.admin.databaseTools.queryOptions());
  const [redirecting, setRedirecting] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setRedirecting(false), REDIRECT_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (redirecting)
    return (
      <div role="status" className="flex min-h-[40vh] items-center justify-center">
        <p className="text-sm text-white/60">Redirecting to Database Tools...</p>
      </div>
    );

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Database tools"
        description="Which database the site uses, its schema migrations, how many rows each table holds and whether the demo content is there."
      />
      {tools.isPending ? (
        <div className="space-y-6" role="status" aria-label="Loading database tools">
          {[0, 1, 2].map((i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-24 w-full" />
            </Card>
          ))}
        </div>
      ) : tools.isError ? (
        <ErrorState
          title="Could not load the database tools"
          error={tools.error}
          onRetry={() => void tools.refetch()}
          retrying={tools.isFetching}
        />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <ConnectionCard data={tools.data} />
            <DemoContentCard demo={tools.data.demoContent} />
          </div>
          <MigrationsCard migrations={tools.data.migrations} />
          <TablesCard tables={tools.data.tables} />
        </div>
      )}
    </>
  );
}

/** A titled card section with an icon; `children` fill it. */
function Section({
  icon: Icon,
  title,
  aside,
  children,
}: {
  icon: LucideIcon;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <h2 className="flex items-center gap-2 text-base font-semibold text-white">
          <Icon aria-hidden className="size-4 text-violet-300" />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

/** A table's box: scrolls sideways inside its card on narrow screens, focusable to scroll by keys. */
function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0} // focusable, so keyboard users can scroll it
      className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-violet-400/60 focus-visible:outline-none focus-visible:ring-inset"
    >
      {children}
    </div>
  );
}

/** A label/value row of a definition list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-white/55">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-all text-white">{children}</dd>
    </div>
  );
}

/** The database in use: embedded PGlite, or Postgres with host, port and database name. */
function ConnectionCard({ data }: { data: DatabaseTools }) {
  const postgres = data.kind === 'postgres';
  return (
    <Section
      icon={Database}
      title="Database"
      aside={
        <Badge variant={postgres ? 'blue' : 'purple'}>{postgres ? 'Postgres' : 'PGlite'}</Badge>
      }
    >
      <dl className="divide-y divide-white/[0.06] border-t border-white/[0.07] px-5 pb-3">
        {postgres ? (
          <>
            <Fact label="Host">{data.connection?.host ?? 'Unknown'}</Fact>
            <Fact label="Port">{data.connection?.port ?? 'Unknown'}</Fact>
            <Fact label="Database">{data.connection?.database ?? 'Unknown'}</Fact>
          </>
        ) : (
          <Fact label="Engine">Embedded PGlite (no DATABASE_URL set)</Fact>
        )}
      </dl>
    </Section>
  );
}

/** Which demo designers, testimonials and clients from the seed are present. */
function DemoContentCard({ demo }: { demo: DatabaseTools['demoContent'] }) {
  const state = demo.complete ? 'Present' : demo.absent ? 'Not present' : 'Partly present';
  const rows = [
    ['Demo designers', demo.designers],
    ['Demo testimonials', demo.testimonials],
    ['Demo clients', demo.clients],
  ] as const;
  return (
    <Section
      icon={Sprout}
      title="Demo content"
      aside={
        <Badge variant={demo.complete ? 'success' : demo.absent ? 'default' : 'cyan'}>
          {state}
        </Badge>
      }
    >
      <dl className="divide-y divide-white/[0.06] border-t border-white/[0.07] px-5 pb-3">
        {rows.map(([label, { present, total }]) => (
          <Fact key={label} label={label}>
            {present} of {total}
          </Fact>
        ))}
      </dl>
    </Section>
  );
}

/** Applied migrations with the time each ran, then the pending ones. */
function MigrationsCard({ migrations }: { migrations: DatabaseTools['migrations'] }) {
  const pending = migrations.pending.length;
  return (
    <Section
      icon={GitBranch}
      title="Migrations"
      aside={
        <Badge variant={pending ? 'cyan' : 'success'}>
          {pending ? `${pending} pending` : 'Up to date'}
        </Badge>
      }
    >
      <ScrollArea label="Schema migrations">
        <table className="w-full min-w-[480px] text-sm">
          <caption className="sr-only">Schema migrations</caption>
          <thead className="border-y border-white/[0.07] bg-white/[0.02]">
            <tr>
              <th scope="col" className={headCell}>
                Migration
              </th>
              <th scope="col" className={headCell}>
                Status
              </th>
              <th scope="col" className={headCell}>
                Applied
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/[0.06]">
            {migrations.applied.map((m) => (
              <tr key={m.name}>
                <td className={`${cell} font-mono text-xs text-white`}>{m.name}</td>
                <td className={cell}>
                  <Badge variant="success">Applied</Badge>
                </td>
                <td className={`${cell} text-white/65`}>
                  <time dateTime={new Date(m.executedAt).toISOString()}>
                    {formatDateTime(m.executedAt)}
                  </time>
                </td>
              </tr>
            ))}
            {migrations.pending.map((name) => (
              <tr key={name}>
                <td className={`${cell} font-mono text-xs text-white`}>{name}</td>
                <td className={cell}>
                  <Badge variant="cyan">Pending</Badge>
                </td>
                <td className={`${cell} text-white/45`}>Not yet</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </Section>
  );
}

/** Row count of every app table. */
function TablesCard({ tables }: { tables: DatabaseTools['tables'] }) {
  const total = tables.reduce((sum, t) => sum + t.rows, 0);
  return (
    <Section
      icon={Table2}
      title="Tables"
      aside={<span className="text-sm text-white/55">{formatCount(total)} rows in all</span>}
    >
      <ScrollArea label="Row counts per table">
        <table className="w-full min-w-[320px] text-sm">
          <caption className="sr-only">Row counts per table</caption>
          <thead className="border-y border-white/[0.07] bg-white/[0.02]">
            <tr>
              <th scope="col" className={headCell}>
                Table
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Rows
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/[0.06]">
            {tables.map((t) => (
              <tr key={t.name}>
                <td className={`${cell} font-mono text-xs text-white`}>{t.name}</td>
                <td className={`${cell} text-right text-white/75 tabular-nums`}>
                  {formatCount(t.rows)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </Section>
  );
}
