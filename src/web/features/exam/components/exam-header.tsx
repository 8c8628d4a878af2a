import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlarmClock, ArrowLeft } from 'lucide-react';
import clsx from 'clsx';
import { CalculatorToggle } from '../calculator/calculator-toggle.tsx';
import { formatClock } from '../../../lib/server-clock.ts';
import { TimeAnnouncer } from './time-announcer.tsx';
import { usePaperExam } from '../../../components/paper-exam.ts';
import { useTranslation } from '../../../i18n/index.ts';

/** SPEC §9: the warning style from 15 seconds left. */
export const WARNING_SECONDS = 15;

interface ExamHeaderProps {
  title: string;
  backTo: string;
  secondsLeft: number;
  noun: 'test' | 'quiz';
  /** the Question Paper button, beside the calculator */
  questionPaper?: ReactNode;
}

/**
 * The dark exam bar: Back, the title, the question paper, the calculator and the server-kept Time Left. The clock is a
 * timer, which readers leave silent; TimeAnnouncer speaks at a few marks instead.
 */
export function ExamHeader({ title, backTo, secondsLeft, noun, questionPaper }: ExamHeaderProps) {
  const { t } = useTranslation('exam');
  const warning = secondsLeft <= WARNING_SECONDS;
  const exam = usePaperExam();
  return (
    <header className="sticky top-0 z-30 bg-navy-800 text-white shadow-md lg:static">
      <div className="flex min-h-14 items-center gap-2 px-3 py-1.5 sm:gap-3 sm:px-4">
        <Link
          to={backTo}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-white/90 ring-1 ring-white/25 hover:bg-white/10 focus-visible:outline-white"
        >
          <ArrowLeft aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{t('header.back')}</span>
        </Link>
        {/* on a phone a short title wraps to a second line rather than being cut ('Easy Subjec…'); only a
            really long one is cut after two lines, and its whole text is the tooltip (and the page's title) */}
        <h1 title={title} className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug font-semibold [overflow-wrap:anywhere] sm:text-lg">
          {title}
        </h1>
        {questionPaper}
        {/* only where the exam offers one: GATE's virtual calculator; NTA's papers have none */}
        {exam && !exam.calculator ? null : <CalculatorToggle />}
        <div
          role="timer"
          aria-label={t('header.timeLeft')}
          className={clsx(
            'flex shrink-0 items-baseline gap-1.5 rounded-md px-2.5 py-1.5 ring-1 transition-colors sm:gap-2 sm:px-3',
            warning ? 'animate-pulse bg-red-600 ring-red-300 motion-reduce:animate-none' : 'bg-white/10 ring-white/20',
          )}
        >
          {/* the last seconds are told by a shape too, not by the red alone (and still with reduced motion) */}
          {warning ? <AlarmClock aria-hidden data-testid="time-warning" className="size-4 self-center" /> : null}
          <span className={clsx('text-[0.6875rem] font-medium sm:text-xs', warning ? 'text-white' : 'text-white/80')}>{t('header.timeLeft')}</span>
          <span data-testid="time-left" suppressHydrationWarning className="font-mono text-lg font-bold tabular-nums">
            {formatClock(secondsLeft)}
          </span>
        </div>
      </div>
      <TimeAnnouncer secondsLeft={secondsLeft} noun={noun} />
    </header>
  );
}
