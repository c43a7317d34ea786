import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * When the admin last chose "Leave without saving" (ms since epoch). A screen may hold several
 * guards (a designer and a work being added); one answer covers them all for this navigation.
 */
let leaveApprovedAt = 0;
const LEAVE_APPROVAL_MS = 1500;

/**
 * Guards unsaved work (issue 7 "edit screens"): while `when` is true, leaving through the router
 * asks first (Stay / Leave without saving) and closing or reloading the tab shows the browser's
 * own `beforeunload` prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => when && Date.now() - leaveApprovedAt > LEAVE_APPROVAL_MS,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      description="You have unsaved changes on this page. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        leaveApprovedAt = Date.now();
        blocker.proceed?.();
      }}
    />
  );
}
