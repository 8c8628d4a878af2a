import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { usePaperExam } from '../../../components/paper-exam.ts';

// SPEC §2 and §9: ten messages, a new one every 2 seconds
export const START_MESSAGES = [
  'Setting up your exam hall…',
  'Syncing your clock with our server…',
  'Laying out the question paper…',
  'Sharpening the pencils…',
  'Warming up the calculator…',
  'Checking that your answer sheet is blank…',
  'Take a deep breath…',
  'Read every question carefully…',
  'Mark the tricky ones for review…',
  'All the best!',
] as const;
export const MESSAGE_MS = 2000;

/** Shown while the attempt starts: a calm beat between the rules and the clock. */
export function StartLoader() {
  const { t } = useTranslation('exam');
  // an exam without a calculator (UGC NET) warms none up
  const calculator = usePaperExam()?.calculator ?? true;
  // START_MESSAGES in the interface's language, in the same order
  const messages = [
    t('loader.hall'),
    t('loader.clock'),
    t('loader.paper'),
    t('loader.pencils'),
    calculator ? t('loader.calculator') : t('loader.noCalculator'),
    t('loader.sheet'),
    t('loader.breath'),
    t('loader.read'),
    t('loader.mark'),
    t('loader.best'),
  ];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % START_MESSAGES.length), MESSAGE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-5 px-4 text-center">
      <Spinner className="size-10 border-4" />
      <p key={index} className="animate-fade-in text-lg font-semibold text-navy-900">
        {messages[index]}
      </p>
      <p className="text-sm text-slate-500">{t('loader.starting')}</p>
    </div>
  );
}
