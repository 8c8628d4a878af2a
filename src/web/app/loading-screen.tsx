import clsx from 'clsx';

/**
 * Shown while a page's code loads. The mark bobs while two dots orbit it; with reduced
 * motion both stand still (styles.css) and the text says what is happening.
 */
export function LoadingScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx('flex flex-col items-center justify-center gap-6 px-4 text-center', fullScreen ? 'min-h-dvh' : 'min-h-[60vh] py-16')}
    >
      <div aria-hidden="true" className="relative size-24">
        <div className="absolute inset-0 rounded-full border-2 border-dashed border-brand-200" />
        <div className="absolute inset-0 animate-orbit">
          <span className="absolute -top-1.5 left-1/2 size-3 -translate-x-1/2 rounded-full bg-brand-500 shadow-[0_0_12px] shadow-brand-400" />
          <span className="absolute -bottom-1 left-1/2 size-2 -translate-x-1/2 rounded-full bg-amber-400" />
        </div>
        <div className="absolute inset-5 grid animate-bob place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-navy-800 shadow-lg shadow-brand-500/30 motion-reduce:animate-none">
          <span className="text-2xl font-black text-white">P</span>
        </div>
      </div>
      <p className="text-lg font-semibold text-navy-900">Buckle up, it's loading time!</p>
    </div>
  );
}
