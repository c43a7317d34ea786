import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

// Start's default client entry, loaded by client.tsx after the first paint: hydrates the document
// the server rendered (each deferred-hydration boundary then on its own signal).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  );
});
