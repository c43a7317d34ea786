/** See framework-warmup.ts: importing this module evaluates the `react` chunk. */
export { StrictMode } from 'react';
export { createRoot } from 'react-dom/client';
