import { lazy, Suspense } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { SeriesCard } from '../../../../shared/api/test-series.ts';
import { SeriesBanner } from '../../../components/series-banner.tsx';
import { SeriesPrice } from '../../../components/series-price.tsx';
import { SeriesStats } from '../../../components/series-stats.tsx';
import { markdownToPlainText } from '../../../../shared/markdown/plain-text.ts';
import type { EnrolAction } from '../enrol.ts';
import { EnrolButton } from './enrol-button.tsx';
import { useReturnFocus } from '../../../lib/dialog-focus.ts';
import { seriesText } from '../../../i18n/content-language.ts';
import { useLanguage, useTranslation } from '../../../i18n/index.ts';

const Markdown = lazy(() => import('../../../components/markdown.tsx').then((module) => ({ default: module.Markdown })));

/** The whole description of one series, with its facts and the same enrol button as its card. */
export function ReadMoreDialog({
  series,
  action,
  ready,
  onEnrol,
  onClose,
}: {
  series: SeriesCard | null;
  action: EnrolAction | null;
  ready: boolean;
  onEnrol: (action: EnrolAction) => void;
  onClose: () => void;
}) {
  // back to the card's Read more on closing (the dialog has no Trigger of its own)
  const returnFocus = useReturnFocus();
  const { language } = useLanguage();
  const { t } = useTranslation('common');
  const text = series ? seriesText(series, language) : null;
  return (
    <Dialog.Root open={series !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        {series && action && text ? (
          <Dialog.Content
            {...returnFocus}
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-dialog-in"
          >
            <SeriesBanner src={series.image} className="aspect-[16/7] w-full shrink-0" />
            <div className="overflow-y-auto p-6 sm:p-7">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {series.exam} <span aria-hidden="true">·</span> {series.year}
              </p>
              <Dialog.Title lang={text.title.lang} className="mt-1.5 text-2xl font-bold tracking-tight text-navy-900">
                {text.title.text}
              </Dialog.Title>
              <div className="mt-3">
                <SeriesStats series={series} />
              </div>
              <Dialog.Description asChild>
                <div className="mt-4" lang={text.description.lang}>
                  {/* the listing does not load the Markdown and KaTeX code until a description is opened */}
                  <Suspense fallback={<p className="text-[0.9375rem] leading-relaxed text-slate-700">{markdownToPlainText(text.description.text)}</p>}>
                    <Markdown className="text-[0.9375rem] leading-relaxed text-slate-700">{text.description.text}</Markdown>
                  </Suspense>
                </div>
              </Dialog.Description>
              <div className="mt-6 flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
                <SeriesPrice price={series} />
                <EnrolButton action={action} ready={ready} onRun={onEnrol} size="lg" />
              </div>
            </div>
            <Dialog.Close
              aria-label={t('a11y.close')}
              className="absolute top-3 right-3 grid size-10 place-items-center rounded-full bg-white/90 text-slate-600 shadow transition hover:bg-white hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
