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
import { seedUserFromDocument } from './lib/auth';
import { nextTask } from './lib/idle';
import { createAppRouter } from './router';

// Evaluating this module's imports (React, the router) was one task; tailwind-merge builds its
// class map on the first cn() call, which the first render would pay: a task of its own.
await nextTask();
cn('p-0', 'p-1');
await nextTask();
const router = createAppRouter();
// Who is signed in came with the document (issue 18 item 7): nothing asks GET /api/user to learn it.
seedUserFromDocument(router.options.context.queryClient);
await nextTask();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={router.options.context.queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
