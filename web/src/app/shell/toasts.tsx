import { ToastContainer } from 'react-toastify';

/** Toasts close after 5000 ms and keep counting while the window is in the background (platform-core §2). */
// Below the 60 px secured header, so a toast about a new message never hides the badge that rose with it.
const BELOW_HEADER = { top: 72 } as const;

export const TOAST_AUTO_CLOSE_MS = 5000;

export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnFocusLoss={false}
      newestOnTop
      closeOnClick
      theme="colored"
      style={BELOW_HEADER}
    />
  );
}
