// What a series holds, in words (issue 42): '3 subject tests for GATE CS, of 9, 14 and 24 questions',
// '1 full-length mock test of UGC NET Paper 1, 50 questions'. A subject test is never called a mock.
import { useCallback } from 'react';
import type { SeriesHolding } from '../../../../shared/api/test-series.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useFormat } from '../../../i18n/use-format.ts';

export function useHoldingWords(): (holding: SeriesHolding) => string {
  const { t } = useTranslation('checkout');
  const { locale } = useFormat();
  return useCallback(
    (holding: SeriesHolding) => {
      const distinct = [...new Set(holding.questionCounts)];
      const questions = new Intl.ListFormat(locale, { type: 'conjunction' }).format(distinct.map(String));
      const words = { count: holding.questionCounts.length, questions, exam: `${holding.exam.family} ${holding.exam.paperCode}` };
      if (holding.scope === 'full' || holding.scope === 'sitting') return t('summary.holdsFull', words);
      if (holding.scope === 'sectional') return t('summary.holdsSectional', words);
      return t('summary.holdsSubject', words);
    },
    [locale, t],
  );
}
