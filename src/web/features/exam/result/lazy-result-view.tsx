import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingBlock } from '../../../components/page-state.tsx';
import { useTranslation } from '../../../i18n/index.ts';

const loadResultView = () => import('./result-view.tsx');
const ResultViewModule = lazy(() => loadResultView().then((module) => ({ default: module.ResultView })));

/**
 * The result view, whose code is not part of the exam's: a page opening on an open attempt draws its
 * first question without it. The running exam fetches it once its first question is on screen
 * (preloadResultView), so it is at hand when the attempt ends, even if the network is gone by then.
 */
export function ResultView(props: ComponentProps<typeof ResultViewModule>) {
  const { t } = useTranslation('exam');
  return (
    <Suspense fallback={<LoadingBlock label={t('failure.loadingResult')} />}>
      <ResultViewModule {...props} />
    </Suspense>
  );
}

export function preloadResultView(): void {
  // a failed fetch here is not an error yet: the view asks again when it is shown
  loadResultView().catch(() => undefined);
}
