import { createContext, useContext } from 'react';

export type ToastTone = 'info' | 'success' | 'warning';

export interface ToastControls {
  show: (message: string, tone?: ToastTone) => void;
}

export const ToastContext = createContext<ToastControls>({ show: () => {} });

/** In-page notices instead of window.alert: they never block the clock, the autosave or a test run. */
export function useToast(): ToastControls {
  return useContext(ToastContext);
}
