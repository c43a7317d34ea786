/**
 * Boots the app (imported by main.tsx after the first paint): the router and the query client,
 * rendered into `#root`.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';

// The static hero shell of index.html (vite.config.ts `landingDocument`) is for `/` only; the
// React hero removes it there when it mounts. Built, other routes get app.html without it; in
// `vite dev` every route gets index.html, so any other route drops it here.
if (location.pathname !== '/') document.getElementById('hero-shell')?.remove();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={router.options.context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
