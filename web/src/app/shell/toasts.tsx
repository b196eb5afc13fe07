import { ToastContainer } from 'react-toastify';

/** Toasts close after 5000 ms and keep counting while the window is in the background (platform-core §2). */
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
      // Below the 60 px header, so a toast never covers the signed-in user's name.
      style={{ top: 72 }}
    />
  );
}
