/**
 * Importing this module evaluates the `framework` chunk (the router and the query cache), in a
 * task of its own after React; see warm-react.ts.
 */
export { QueryClientProvider } from '@tanstack/react-query';
export { RouterProvider } from '@tanstack/react-router';
