import { useState } from 'react';
import { toast } from 'react-toastify';
import type { EditConflict } from '../../../ui/use-edit-conflict';
import { failureText } from '../lib/line-actions';

/**
 * Runs a dialog's call: the dialog stays open while it runs and on failure shows the catalogue
 * text inside itself (the page's own alert sits behind the modal); on success it toasts and closes.
 * A version conflict is the `conflict`'s to show, with its reload (ui/edit-conflict-alert.tsx).
 */
export function useDialogSubmit(onDone: () => void, conflict?: EditConflict) {
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);
  async function submit(action: () => Promise<unknown>, done: string) {
    setError(undefined);
    setPending(true);
    try {
      await action();
      toast.success(done);
      onDone();
    } catch (e) {
      if (!conflict?.catches(e)) setError(failureText(e));
    } finally {
      setPending(false);
    }
  }
  return { submit, error, isPending, clearError: () => setError(undefined) };
}
