/**
 * Boots the app (imported by main.tsx after the first paint): the router and the query client,
 * rendered into `#root`. Each step runs in a task of its own, so none of them holds the main
 * thread long (TBT): warming up tailwind-merge, creating the router, rendering.
 */
import { cn } from '@forma/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readHeroDocumentData } from './lib/hero-document';
import { nextTask } from './lib/idle';
import { createAppRouter } from './router';

// The static hero shell of index.html (vite.config.ts `landingDocument`) is for `/` only; the
// React hero removes it there when it mounts. Built, other routes get app.html without it; in
// `vite dev` every route gets index.html, so any other route drops it here.
if (location.pathname !== '/') document.getElementById('hero-shell')?.remove();

// Evaluating this module's imports (React, the router) was one task; tailwind-merge builds its
// class map on the first cn() call, which the first render would pay: a task of its own.
await nextTask();
cn('p-0', 'p-1');
await nextTask();
const router = createAppRouter();
// The landing document carries the stored hero block the server rendered into the shell
// (lib/hero-document.ts): the hero's query (data.ts `contentQuery('hero')`) starts
// with it, so the React hero renders the same texts as the shell, with no request and no swap.
const heroData = readHeroDocumentData(document);
if (heroData?.response)
  router.options.context.queryClient.setQueryData(['/api/content/hero'], heroData.response);
await nextTask();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={router.options.context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
