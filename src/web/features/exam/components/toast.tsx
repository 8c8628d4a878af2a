import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { ToastContext, type ToastTone } from './toast-context.ts';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

const SHOW_MS = 4000;

const tones: Record<ToastTone, { className: string; Icon: typeof Info }> = {
  info: { className: 'bg-navy-900 text-white', Icon: Info },
  success: { className: 'bg-emerald-700 text-white', Icon: CircleCheck },
  warning: { className: 'bg-amber-500 text-navy-950', Icon: TriangleAlert },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    const id = nextId.current++;
    // the same notice twice in a row (a blocked shortcut pressed repeatedly) shows once
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, message, tone }].slice(-3));
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), SHOW_MS);
  }, []);
  const clear = useCallback(() => setToasts([]), []);
  const controls = useMemo(() => ({ show, clear }), [show, clear]);

  return (
    <ToastContext.Provider value={controls}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-40 z-[60] flex flex-col items-center gap-2 px-4 lg:bottom-6">
        {toasts.map(({ id, message, tone }) => {
          const { className, Icon } = tones[tone];
          return (
            <div
              key={id}
              role="status"
              className={clsx('flex max-w-md animate-fade-in items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium shadow-lg', className)}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {message}
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}
