import { useEffect } from 'react';

/** Ctrl/Cmd+S runs `save` instead of the browser's "save page" while the screen is mounted. */
export function useSaveShortcut(save: () => unknown): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
}
