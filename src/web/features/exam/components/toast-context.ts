import { createContext, useContext } from 'react';

export type ToastTone = 'info' | 'success' | 'warning';

export interface ToastControls {
  show: (message: string, tone?: ToastTone) => void;
  /** takes every notice off the screen: what was said about the running exam no longer holds once it ends */
  clear: () => void;
}

export const ToastContext = createContext<ToastControls>({ show: () => {}, clear: () => {} });

/** In-page notices instead of window.alert: they never block the clock, the autosave or a test run. */
export function useToast(): ToastControls {
  return useContext(ToastContext);
}
