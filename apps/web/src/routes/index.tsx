import { createFileRoute } from '@tanstack/react-router';
import { currentToasts } from '@forma/ui';
import { useEffect } from 'react';
import { LandingChrome } from '../features/landing/landing-chrome';
import { LandingPage } from '../features/landing/landing-page';
import { carryToastIntoNextDocument } from '../lib/carried-toast';
import { BOOT_PATH } from '../router';

export const Route = createFileRoute('/')({
  component: ClientLandingPage,
});

/**
 * `/` inside the single-page app. Built, the landing page is a document of its own, rendered by
 * the server (apps/api, entry-server.tsx) with its own stylesheet: a navigation to it from
 * another route of the app loads that document. The page is rendered here in the browser only
 * in `vite dev` and when the app itself was loaded at `/` (the server could not render it).
 */
function ClientLandingPage() {
  const leave = import.meta.env.PROD && BOOT_PATH !== '/';
  useEffect(() => {
    if (!leave) return;
    // A notice raised just before (Registration successful, Logged out) goes with the visitor.
    carryToastIntoNextDocument(currentToasts().find((t) => t.open));
    window.location.reload();
  }, [leave]);
  if (leave) return null;
  return (
    <>
      <LandingPage runOverlay />
      <LandingChrome />
    </>
  );
}
