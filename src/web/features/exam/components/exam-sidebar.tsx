import clsx from 'clsx';
import type { Marking } from '../../../../shared/exam/marking.ts';
import type { ExamSession } from '../hooks/use-exam-session.ts';
import { Avatar } from '../../../components/avatar.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { InstructionsPanel } from './instructions-panel.tsx';
import { SaveState } from './offline-banner.tsx';
import { PaletteLegend } from './palette-legend.tsx';
import { QuestionPalette } from './question-palette.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { OFFLINE_NOTE, QUIZ_SUBMIT_ERROR, QUIZ_SUBMIT_FAILED, TEST_SUBMIT_FAILED } from '../engine/exam-target.ts';

/** A failed submit's words in the interface's language: the app's own by their English; the API's come in it already (use-exam-session.ts). */
function useSubmitErrorWords(): (text: string) => string {
  const { t } = useTranslation('exam');
  const words: Record<string, string> = {
    [OFFLINE_NOTE]: t('sidebar.submitError.offline'),
    [TEST_SUBMIT_FAILED]: t('sidebar.submitError.testFailed'),
    [QUIZ_SUBMIT_ERROR]: t('sidebar.submitError.quizError'),
    [QUIZ_SUBMIT_FAILED]: t('sidebar.submitError.quizFailed'),
    [`${QUIZ_SUBMIT_ERROR} ${OFFLINE_NOTE}`]: `${t('sidebar.submitError.quizError')} ${t('sidebar.submitError.offline')}`,
  };
  return (text) => words[text] ?? text;
}

interface ExamSidebarProps {
  session: ExamSession;
  user: SessionUser;
  marking: Marking;
  onSelect: (index: number) => void;
  onSubmit: () => void;
  /** room on the right of the profile for the sheet's Close button */
  insetHeader?: boolean;
  /** the legend above the palette, as the real CBT shows it on a phone (the sheet) */
  legendFirst?: boolean;
}

/** Profile, palette, legend, instructions and Submit: the right-hand column (a sheet on phones). */
export function ExamSidebar({ session, user, marking, onSelect, onSubmit, insetHeader = false, legendFirst = false }: ExamSidebarProps) {
  const { t } = useTranslation('exam');
  const submitErrorIn = useSubmitErrorWords();
  const submitting = session.phase !== 'running';
  const legend = <PaletteLegend counts={session.counts} scheme={session.target.palette} />;
  return (
    <div className="flex h-full flex-col">
      <div className={clsx('flex items-center gap-3 border-b border-slate-200 px-4 py-3', insetHeader && 'pr-12')}>
        <Avatar src={user.image} className="size-11" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-navy-900">{user.name}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-4 py-4">
        {legendFirst ? legend : null}
        <div>
          <div className="mb-3 flex items-baseline justify-between">
            <h2 className="text-sm font-bold text-navy-900">{t('sidebar.palette')}</h2>
            <SaveState network={session.network} preview={session.preview ?? false} />
          </div>
          <QuestionPalette
            ordered={session.ordered}
            sections={session.sections}
            answers={session.answers}
            current={session.current}
            scheme={session.target.palette}
            showSections={session.showSections}
            onSelect={onSelect}
          />
        </div>
        {legendFirst ? null : legend}
        <InstructionsPanel kind={session.kind} marking={marking} />
      </div>
      <div className="border-t border-slate-200 p-4">
        {session.submitError ? (
          <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-xs text-red-800 ring-1 ring-red-200">
            {submitErrorIn(session.submitError)}
          </p>
        ) : null}
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus, and a failed submit
            should leave it where the learner can press it again (onSubmit ignores it meanwhile) */}
        <button
          type="button"
          onClick={onSubmit}
          aria-disabled={submitting}
          className="focus-ring-contrast h-11 w-full rounded-lg bg-navy-800 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-navy-900 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {submitting ? t('sidebar.submitting') : session.kind === 'quiz' ? t('sidebar.submitQuiz') : t('sidebar.submitTest')}
        </button>
      </div>
    </div>
  );
}
