import { Button, dismissToast, toast } from '@forma/ui';
import { Sample } from '../ds-section';

/** Fires the app's real toasts (default and destructive) through the kit's `toast()` API. */
export function ToastsSection() {
  return (
    <Sample title="Toast">
      <Button
        variant="secondary"
        onClick={() =>
          toast({
            title: 'Designer saved',
            description: 'The changes are live on the landing page.',
          })
        }
      >
        Show a notice
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({
            title: 'Could not save the designer',
            description: 'The server did not answer. Try again in a moment.',
            variant: 'destructive',
          })
        }
      >
        Show an error
      </Button>
      <Button variant="ghost" onClick={() => dismissToast()}>
        Dismiss toasts
      </Button>
    </Sample>
  );
}
