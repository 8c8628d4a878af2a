import { useEffect, useMemo, useState } from 'react';
import { Monitor } from 'lucide-react';
import type { Marking } from '../../../../shared/exam/marking.ts';
import type { ExamSession } from '../hooks/use-exam-session.ts';
import type { SessionUser } from '../../../lib/session.ts';
import { ExamQuestion, QUESTION_HEADING_ID } from '../../../components/exam-question.tsx';
import { CalculatorDockContext } from '../calculator/dock.ts';
import { questionTypeLabel } from '../engine/exam-target.ts';
import { ExamActions } from './exam-actions.tsx';
import { ExamHeader } from './exam-header.tsx';
import { ExamSidebar } from './exam-sidebar.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { PaletteSheet } from './palette-sheet.tsx';
import { QuestionPaperDialog } from './question-paper-dialog.tsx';
import { SectionTabs } from './section-tabs.tsx';
// in the exam's own code, not fetched when first opened: Submit must open with the network gone
import { SubmitDialog } from './submit-dialog.tsx';
import { Watermark } from './watermark.tsx';
import { ViewInSelect } from './view-in-select.tsx';
import { Trans, useTranslation } from '../../../i18n/index.ts';
import { useSectionName } from '../../../components/paper-exam.ts';

/**
 * 'Question 4 of 6, Technical section' once the learner moves to another question: Save & Next and
 * the palette keep focus on themselves, so a screen reader would not otherwise hear the question change.
 */
function useQuestionAnnouncement(session: ExamSession): string {
  const { t } = useTranslation('exam');
  const sectionName = useSectionName();
  const { current, ordered, showSections } = session;
  const [last, setLast] = useState({ current, message: '' });
  if (last.current !== current) {
    const place = { number: current + 1, total: ordered.length };
    const section = showSections ? ordered[current]?.section : undefined;
    setLast({ current, message: section ? t('view.whereAmISection', { ...place, section: sectionName(section) }) : t('view.whereAmI', place) });
  }
  return last.message;
}

interface ExamViewProps {
  session: ExamSession;
  user: SessionUser;
  title: string;
  backTo: string;
  /** the paper's marking, stated in the instructions panel */
  marking: Marking;
}

/** The exam screen of SPEC §2, for tests and weekly quizzes alike. */
export function ExamView({ session, user, title, backTo, marking }: ExamViewProps) {
  const { t } = useTranslation('exam');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // mounted from the first Submit on, so closing plays out and gives focus back
  const [confirmUsed, setConfirmUsed] = useState(false);
  const { question, current, locked } = session;
  const timeUp = session.secondsLeft <= 0;
  const whereAmI = useQuestionAnnouncement(session);
  // the calculator docks beside the question, or on a smaller screen leaves this much room below it
  const [calculatorDock, setCalculatorDock] = useState<HTMLElement | null>(null);
  const [sheetHeight, setSheetHeight] = useState(0);
  const dock = useMemo(() => ({ element: calculatorDock, setSheetHeight }), [calculatorDock]);
  // a paper offered in Hindi: the question's language and its "View in" select (made once per change:
  // the question pane is memoised, and a new element every second would draw it again)
  const { offered, languageOf, setQuestionLanguage } = session.language;
  const questionLanguage = offered ? languageOf(question._id) : undefined;
  const languageControl = useMemo(
    () => (questionLanguage ? <ViewInSelect value={questionLanguage} onChange={(language) => setQuestionLanguage(question._id, language)} /> : undefined),
    [questionLanguage, setQuestionLanguage, question._id],
  );

  // the exam replaced the instructions or the start loader, so focus went with them: start at the question
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      document.getElementById(QUESTION_HEADING_ID)?.focus();
    }
  }, []);

  const sidebar = (inSheet: boolean) => (
    <ExamSidebar
      session={session}
      user={user}
      marking={marking}
      insetHeader={inSheet}
      legendFirst={inSheet}
      onSelect={(index) => {
        session.goTo(index);
        if (inSheet) setSheetOpen(false);
      }}
      onSubmit={() => {
        setSheetOpen(false);
        if (session.phase === 'running' && !locked) {
          setConfirmUsed(true);
          setConfirmOpen(true);
        }
      }}
    />
  );

  return (
    <CalculatorDockContext value={dock}>
      <div data-exam-view style={sheetHeight ? { paddingBottom: sheetHeight } : undefined} className="flex flex-col bg-slate-100 lg:h-[calc(100dvh-3.5rem)]">
        <ExamHeader
          title={title}
          backTo={backTo}
          secondsLeft={session.secondsLeft}
          noun={session.kind}
          questionPaper={
            <QuestionPaperDialog
              ordered={session.ordered}
              section={question.section}
              showSections={session.showSections}
              languageOf={offered ? languageOf : undefined}
            />
          }
        />
        <p className="flex items-center gap-2 border-b border-sky-200 bg-sky-50 px-4 py-1.5 text-xs text-sky-900 lg:hidden">
          <Monitor aria-hidden className="size-3.5" />
          <span>
            <Trans t={t} i18nKey="view.desktop" components={{ strong: <strong /> }} />
          </span>
        </p>
        <OfflineBanner network={session.network} />
        {timeUp && session.phase !== 'submitted' ? (
          <p role="status" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-900">
            {session.network.offline ? t('view.timeUpOffline') : t('view.timeUp')}
          </p>
        ) : null}

        <div className="flex min-h-0 flex-1">
          <section aria-label={t('view.questionRegion')} className="flex min-w-0 flex-1 flex-col bg-white">
            <p aria-live="polite" aria-atomic="true" className="sr-only">
              {whereAmI}
            </p>
            {session.showSections ? <SectionTabs sections={session.sections} current={current} onSelect={session.goTo} /> : null}
            <div className="relative flex-1 overflow-y-auto">
              <Watermark email={user.email} />
              <div className="relative z-10 mx-auto max-w-4xl px-4 py-5 sm:px-8 sm:py-7">
                <ExamQuestion
                  key={question._id}
                  question={question}
                  number={current + 1}
                  typeLabel={questionTypeLabel(question.type, session.target)}
                  showSection={session.showSections}
                  answer={session.shownAnswer}
                  disabled={locked}
                  onAnswer={session.setAnswer}
                  language={questionLanguage}
                  languageControl={languageControl}
                />
              </div>
            </div>
            <ExamActions
              note={
                session.unsavedChoice ? (
                  <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-xs font-medium text-amber-900 sm:px-5">
                    {t('view.unsavedChoice')}
                  </p>
                ) : null
              }
              pinned={sheetHeight === 0}
              disabled={locked}
              onMarkAndNext={session.markAndNext}
              onClear={session.clear}
              onSaveAndNext={session.saveAndNext}
              paletteButton={
                <PaletteSheet open={sheetOpen} onOpenChange={setSheetOpen}>
                  {sidebar(true)}
                </PaletteSheet>
              }
            />
          </section>
          <div ref={setCalculatorDock} data-calculator-dock className="contents" />
          <aside aria-label={t('view.paletteRegion')} className="hidden w-80 shrink-0 border-l border-slate-200 bg-white lg:block">
            {sidebar(false)}
          </aside>
        </div>

        {confirmUsed ? (
          <SubmitDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            counts={session.counts}
            noun={session.kind}
            scheme={session.target.palette}
            onConfirm={session.submit}
          />
        ) : null}
      </div>
    </CalculatorDockContext>
  );
}
