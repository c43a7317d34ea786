import { cn } from '@forma/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header';
import { DsSection } from './ds-section';
import './preview-theme.css';
import { DESIGN_SYSTEM_SECTIONS } from './sections';
import { previewThemeClass, type PreviewTheme } from '../../../lib/preview-theme';
import { ThemeToggle } from './theme-toggle';

/**
 * /admin/design-system (issue 8 item 8): every component of the UI kit and the console's shared
 * parts in all their states, grouped in sections with an on-page table of contents, in a preview
 * area switched between dark (the kit's own look) and light (preview-theme.css). The theme is in
 * the URL (`?theme=light`), so a light preview can be linked to.
 */
export function DesignSystemPage() {
  const search = useSearch({ from: '/admin/design-system' });
  const navigate = useNavigate({ from: '/admin/design-system' });
  const theme: PreviewTheme = search.theme ?? 'dark';
  const setTheme = (next: PreviewTheme) =>
    void navigate({
      search: { theme: next === 'light' ? 'light' : undefined },
      replace: true,
      resetScroll: false,
    });

  return (
    <>
      <PageHeader
        eyebrow="Site"
        title="Design system"
        description="The UI kit and the console's shared parts in all their states. Every sample works: try it with the keyboard."
      />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_12rem]">
        <aside className="xl:order-last">
          <div className="flex flex-col gap-6 xl:sticky xl:top-24">
            <ThemeToggle theme={theme} onChange={setTheme} />
            <nav aria-labelledby="ds-toc-label">
              <p
                id="ds-toc-label"
                className="mb-2 text-[11px] font-semibold tracking-[0.14em] text-white/60 uppercase"
              >
                On this page
              </p>
              <ul className="flex flex-wrap gap-x-1 gap-y-1 xl:flex-col">
                {DESIGN_SYSTEM_SECTIONS.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="inline-flex min-h-9 items-center rounded-lg px-2.5 text-sm text-white/70 transition-colors hover:bg-white/[0.05] hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none xl:min-h-8"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </aside>

        <div
          data-testid="design-system-preview"
          data-theme={theme}
          className={cn(
            previewThemeClass(theme),
            'flex min-w-0 flex-col gap-10 rounded-3xl border border-white/10 p-4 transition-colors duration-200 sm:p-8',
          )}
        >
          {DESIGN_SYSTEM_SECTIONS.map(({ id, title, description, Samples }) => (
            <DsSection key={id} id={id} title={title} description={description}>
              <Samples theme={theme} />
            </DsSection>
          ))}
        </div>
      </div>
    </>
  );
}
