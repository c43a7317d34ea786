import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles.css';

// The static hero shell of index.html (vite.config.ts `heroShell`) is for `/` only; the React
// hero removes it there when it mounts, every other route drops it now (it is hidden anyway).
if (location.pathname !== '/') document.getElementById('hero-shell')?.remove();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={router.options.context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
