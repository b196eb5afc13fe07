import { useState } from 'react';
import { toast } from 'react-toastify';
import { failureText } from '../lib/line-actions';

/**
 * Runs a dialog's call: the dialog stays open while it runs and on failure shows the catalogue
 * text inside itself (the page's own alert sits behind the modal); on success it toasts and closes.
 */
export function useDialogSubmit(onDone: () => void) {
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
      setError(failureText(e));
    } finally {
      setPending(false);
    }
  }
  return { submit, error, isPending, clearError: () => setError(undefined) };
}
