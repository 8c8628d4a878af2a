import { useId, useState } from 'react';
import clsx from 'clsx';
import { Link } from 'react-router';
import { ArrowLeft, Clock, ListChecks } from 'lucide-react';
import type { PaperRef } from '../../../../shared/api/exam.ts';
import type { Marking } from '../../../../shared/exam/marking.ts';
import { PALETTE_STATUSES } from '../../../../shared/exam/navigation.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { InstructionList } from './instruction-list.tsx';
import { StatusBadge, useStatusLabels } from './status-badge.tsx';
import { DefaultLanguageChoice } from './view-in-select.tsx';
import type { ExamLanguage } from '../../../../shared/api/exam-language.ts';
import { usePaperExam, useSectionName } from '../../../components/paper-exam.ts';
import type { SaveMode } from '../../../../shared/exam/navigation.ts';

interface InstructionsProps {
  title: string;
  timeLimitSeconds: number;
  /** how many questions, in which sections, for how many marks: the questions come once the clock starts */
  outline: PaperRef['outline'] & { questionCount: number };
  /** the paper's marking (the test's markingScheme), stated in the instructions */
  marking: Marking;
  backTo: string;
  starting: boolean;
  error: string | null;
  onStart: () => void;
  /** a paper offered in Hindi: the default language chosen before starting (UGC NET's "Choose your default language") */
  language?: { value: ExamLanguage; onChange: (language: ExamLanguage) => void } | undefined;
  /** how choices are saved: at once (the spec's), or only with Save & Next as the real exam's CBT does */
  saveMode?: { value: SaveMode; onChange: (mode: SaveMode) => void } | undefined;
}

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={clsx('rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200', wide && 'col-span-3')}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm font-semibold text-navy-900">{value}</dd>
    </div>
  );
}

/** Before the clock starts: what the test is, the rules, and the agreement that enables Start. */
export function Instructions({ title, timeLimitSeconds, outline, marking, backTo, starting, error, onStart, language, saveMode }: InstructionsProps) {
  const { t } = useTranslation('exam');
  const statusLabels = useStatusLabels();
  const sectionName = useSectionName();
  // offered for a paper of an exam whose CBT saves only with Save & Next (GATE's and NTA's both do)
  const exam = usePaperExam();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const { sections, totalMarks, questionCount } = outline;
  const sectionsText = sections.map((range) => `${sectionName(range.section)} (${range.count})`).join(' · ');
  const longSections = sectionsText.length > 24;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link to={backTo} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-navy-900">
        <ArrowLeft aria-hidden className="size-4" />
        {t('instructions.back')}
      </Link>
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="bg-navy-800 px-6 py-5 text-white">
          <p className="text-xs font-semibold tracking-wider text-white/70 uppercase">{t('instructions.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-bold">{title}</h1>
        </div>
        <div className="flex flex-col gap-6 px-6 py-6">
          <dl className={clsx('grid gap-3', longSections ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4')}>
            <Fact label={t('instructions.duration')} value={t('instructions.minutes', { minutes: Math.round(timeLimitSeconds / 60) })} />
            <Fact label={t('instructions.questions')} value={String(questionCount)} />
            <Fact label={t('instructions.totalMarks')} value={String(totalMarks)} />
            {/* the exam's section names can be long ('Computer Science and Information Technology'): a row of their own then */}
            <Fact label={t('instructions.sections')} value={sectionsText} wide={longSections} />
          </dl>

          <section>
            <h2 className="mb-3 flex items-center gap-2 text-base font-bold text-navy-900">
              <ListChecks aria-hidden className="size-5 text-sky-700" />
              {t('instructions.general')}
            </h2>
            <InstructionList marking={marking} />
          </section>

          <section>
            <h2 className="mb-3 text-base font-bold text-navy-900">{t('instructions.palette')}</h2>
            <ul className="grid gap-2.5 text-sm text-slate-700 sm:grid-cols-2">
              {PALETTE_STATUSES.map((status) => (
                <li key={status} className="flex items-center gap-2.5">
                  <StatusBadge status={status} scheme="gate" className="size-8 shrink-0 text-xs">
                    {'7'}
                  </StatusBadge>
                  {statusLabels[status]}
                </li>
              ))}
            </ul>
          </section>

          {language ? <DefaultLanguageChoice value={language.value} onChange={language.onChange} /> : null}
          {saveMode && exam ? <SaveModeChoice value={saveMode.value} onChange={saveMode.onChange} /> : null}

          <p className="text-xs text-slate-500">{t('instructions.disclaimer')}</p>

          <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <label htmlFor={checkboxId} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
              <input
                id={checkboxId}
                type="checkbox"
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                className="mt-0.5 size-4 accent-sky-700"
              />
              {t('instructions.agree')}
            </label>
            <button
              type="button"
              disabled={!agreed || starting}
              onClick={onStart}
              className="focus-ring-contrast inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-sky-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Clock aria-hidden className="size-4" />
              {starting ? t('instructions.starting') : t('instructions.start')}
            </button>
          </div>
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** 'Save only with Save & Next, as in the real exam': the real CBT's way of saving, chosen before starting. */
function SaveModeChoice({ value, onChange }: { value: SaveMode; onChange: (mode: SaveMode) => void }) {
  const { t } = useTranslation('exam');
  const id = useId();
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          checked={value === 'save-and-next'}
          onChange={(event) => onChange(event.target.checked ? 'save-and-next' : 'on-choice')}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-4 accent-sky-700"
        />
        <span>
          <span className="font-semibold text-navy-900">{t('instructions.saveMode')}</span>
          <span id={`${id}-hint`} className="mt-0.5 block text-xs text-slate-600">
            {t('instructions.saveModeHint')}
          </span>
        </span>
      </label>
    </div>
  );
}
