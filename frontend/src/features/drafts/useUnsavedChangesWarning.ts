import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Warns before unsaved edits are lost: the browser's own prompt on reload or tab close, and an
 * in-app dialog (rendered by the caller from the returned blocker) on navigation inside the SPA.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}
