/** See framework-warmup.ts: importing this module evaluates the `framework` chunk. */
export { QueryClientProvider } from '@tanstack/react-query';
export { RouterProvider } from '@tanstack/react-router';
