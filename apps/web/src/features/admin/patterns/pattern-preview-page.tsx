import { Button, Card, FormField, Input, Select, toast } from '@forma/ui';
import { BLEND_MODES, patternCssProperties } from '@forma/validators/entities';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState } from '../components/states';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { errorMessage } from '../lib/errors';
import { useAdminContext } from '../lib/use-admin-api';
import { overlayStyle, type PatternCss } from './overlay-style';
import { useCanEdit } from '../lib/roles';

/**
 * /admin/pattern-preview (issue 7 item 6): pick a ready pattern and see it as an overlay over
 * sample landing sections, light and dark, with its CSS properties (opacity, blend mode, tile
 * size, colour) applied live as they are changed; Save stores them on the pattern.
 */
export function PatternPreviewPage() {
  const { trpc, queryClient } = useAdminContext();
  const canEdit = useCanEdit();
  const search = useSearch({ from: '/admin/pattern-preview' });
  const navigate = useNavigate({ from: '/admin/pattern-preview' });
  const list = useQuery(
    trpc.admin.patterns.list.queryOptions({
      filters: { status: 'ready' },
      sort: 'name',
      limit: 100,
      offset: 0,
    }),
  );
  const patterns = list.data?.items ?? [];
  const selected = patterns.find((p) => p.id === search.pattern) ?? patterns[0];
  const saved = (selected?.cssProperties ?? {}) as PatternCss;
  const [css, setCss] = useState<PatternCss>(saved);
  // The draft starts again only when another pattern is chosen (React's "adjusting state when a
  // prop changes"): a refetch of the same pattern keeps the edits.
  const [draftOf, setDraftOf] = useState(selected?.id);
  if (draftOf !== selected?.id) {
    setDraftOf(selected?.id);
    setCss(saved);
  }
  const dirty = JSON.stringify(css) !== JSON.stringify(saved);
  const check = patternCssProperties.safeParse(css);
  const issueOf = (key: keyof PatternCss) =>
    check.success ? undefined : check.error.issues.find((i) => i.path[0] === key)?.message;

  const save = useMutation(
    trpc.admin.patterns.update.mutationOptions({
      onSuccess: () =>
        toast({ title: 'Pattern saved', description: 'Its CSS properties were updated.' }),
      onError: (error) =>
        toast({
          title: 'Could not save the pattern',
          description: errorMessage(error),
          variant: 'destructive',
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
    }),
  );

  const set = <K extends keyof PatternCss>(key: K, value: PatternCss[K] | undefined) =>
    setCss((prev) => {
      const next = { ...prev };
      if (value === undefined || value === '') delete next[key];
      else next[key] = value;
      return next;
    });

  return (
    <>
      <PageHeader
        eyebrow="Patterns"
        title="Pattern preview"
        description="See a pattern over sample landing sections in light and dark, and tune how it blends."
      />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p role="status" className="text-sm text-white/50">
          Loading patterns…
        </p>
      ) : !selected ? (
        <Card>
          <EmptyState icon={Palette} title="No ready patterns yet">
            <Link to="/admin/patterns" className="text-violet-300 underline">
              Upload an SVG or PNG pattern
            </Link>{' '}
            to preview it here.
          </EmptyState>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <Card className="flex flex-col gap-5 p-5">
            <FormField label="Pattern">
              <Select
                value={String(selected.id)}
                onChange={(event) =>
                  void navigate({ search: { pattern: Number(event.target.value) } })
                }
              >
                {patterns.map((p) => (
                  <option key={p.id} value={p.id}>
                    {String(p.name)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={`Opacity (${Math.round((css.opacity ?? 0.35) * 100)}%)`}>
              <input
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={css.opacity ?? 0.35}
                onChange={(event) => set('opacity', Number(event.target.value))}
                className="accent-violet-500"
              />
            </FormField>
            <FormField label="Blend mode">
              <Select
                value={css.blendMode ?? ''}
                onChange={(event) =>
                  set('blendMode', (event.target.value || undefined) as PatternCss['blendMode'])
                }
              >
                <option value="">Default (normal)</option>
                {BLEND_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {mode}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={`Tile size (${typeof css.size === 'number' ? css.size : 160} px)`}>
              <input
                type="range"
                min={16}
                max={640}
                step={8}
                value={typeof css.size === 'number' ? css.size : 160}
                onChange={(event) => set('size', Number(event.target.value))}
                className="accent-violet-500"
              />
            </FormField>
            <FormField label={`Rotation (${css.rotation ?? 0}°)`}>
              <input
                type="range"
                min={-180}
                max={180}
                step={5}
                value={css.rotation ?? 0}
                onChange={(event) => set('rotation', Number(event.target.value) || undefined)}
                className="accent-violet-500"
              />
            </FormField>
            <FormField
              label="Colour"
              hint="Empty keeps the SVG's own colours."
              error={issueOf('color')}
            >
              <Input
                value={css.color ?? ''}
                placeholder="#8b5cf6"
                onChange={(event) => set('color', event.target.value.trim() || undefined)}
              />
            </FormField>
            <div className="flex gap-2">
              {/* A viewer tries values here; saving them is an editor's. */}
              {canEdit && (
                <Button
                  size="sm"
                  disabled={!dirty || !check.success}
                  loading={save.isPending}
                  onClick={() => save.mutate({ id: selected.id, data: { cssProperties: css } })}
                >
                  Save properties
                </Button>
              )}
              <Button size="sm" variant="ghost" disabled={!dirty} onClick={() => setCss(saved)}>
                Reset
              </Button>
            </div>
          </Card>
          <div className="flex flex-col gap-4" data-testid="pattern-preview">
            <SampleSection theme="light" svg={String(selected.svgContent ?? '')} css={css} />
            <SampleSection theme="dark" svg={String(selected.svgContent ?? '')} css={css} />
          </div>
          <UnsavedChangesGuard when={dirty && !save.isPending} />
        </div>
      )}
    </>
  );
}

/** A landing-like section (badge, heading, text, cards) with the pattern overlaid. */
function SampleSection({
  theme,
  svg,
  css,
}: {
  theme: 'light' | 'dark';
  svg: string;
  css: PatternCss;
}) {
  const dark = theme === 'dark';
  return (
    <section
      aria-label={`${dark ? 'Dark' : 'Light'} sample section`}
      className={`relative isolate overflow-hidden rounded-2xl border px-6 py-10 sm:px-10 ${
        dark ? 'border-white/10 bg-[#07070c] text-white' : 'border-black/5 bg-white text-slate-900'
      }`}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10"
        style={overlayStyle(svg, css)}
        data-testid="pattern-overlay"
      />
      <p
        className={`text-xs font-semibold tracking-[0.16em] uppercase ${dark ? 'text-violet-300' : 'text-violet-700'}`}
      >
        {dark ? 'Our Model' : 'Why us?'}
      </p>
      <h2 className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">
        {dark ? 'On-demand access to elite designers' : 'Trusted by VC-Backed Startups'}
      </h2>
      <p className={`mt-3 max-w-xl text-sm ${dark ? 'text-white/65' : 'text-slate-600'}`}>
        We match innovative startups and VC-backed companies with world-class designers for
        transformative projects.
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-3">
        {['Backed by Top VCs', 'Global Network', 'Award Winning UX'].map((title) => (
          <div
            key={title}
            className={`rounded-xl border p-4 text-sm font-medium ${dark ? 'border-white/10 bg-white/[0.04]' : 'border-slate-200 bg-white/80'}`}
          >
            {title}
          </div>
        ))}
      </div>
    </section>
  );
}
