/**
 * Imported by main.tsx before boot.tsx, in a task of its own: importing this module evaluates
 * the `react` chunk (React and React DOM, vite.config.ts), the largest part of the app's module
 * graph. Evaluating a module graph is one uninterrupted task, so main.tsx evaluates React, then
 * the rest of the framework (warm-framework.ts), then the app, a task each (issue 10 item 4, TBT).
 *
 * Re-exports, not bare imports: a bare import of a package marked side-effect free would be
 * dropped by the bundler.
 */
export { StrictMode } from 'react';
export { createRoot } from 'react-dom/client';
