import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import { Ban, Check, CircleAlert, TriangleAlert } from 'lucide-react';
import { keyOfInput, questionSourceLabels } from '../../../../../shared/api/admin-questions.ts';
import type { ConversionKind, ImportedItem, ImportItem, RejectedItem } from '../../../../../shared/api/question-import.ts';
import { keyLabel, QUESTION_TYPE_NAMES, type AnswerKey } from '../../../../../shared/exam/answer-key.ts';
import { Markdown } from '../../../../components/markdown.tsx';
import { ItemDuplicates } from './duplicate-choices.tsx';
import { MoodleExtras, withImageNames } from './preview-moodle.tsx';

const letter = (index: number) => String.fromCharCode(65 + index);

export const conversionLabels: Record<ConversionKind, string> = {
  'true-false': 'true/false',
  'multiple-response': 'multiple response',
  numerical: 'numerical',
};

function Badge({ tone, children }: { tone: 'amber' | 'sky' | 'emerald' | 'red' | 'slate'; children: ReactNode }) {
  const tones = {
    amber: 'bg-amber-100 text-amber-900 ring-amber-200',
    sky: 'bg-sky-100 text-sky-900 ring-sky-200',
    emerald: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
    red: 'bg-red-100 text-red-900 ring-red-200',
    slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  };
  return <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1', tones[tone])}>{children}</span>;
}

/** One item of the dry run: the question as the learner will see it, or its line and why it cannot be used. */
export const PreviewItem = memo(function PreviewItem({ item, skip }: { item: ImportItem; skip?: SkipChoice }) {
  return item.ok ? <ImportedCard item={item} skip={skip} /> : <RejectedRow item={item} />;
});

/** The importer's own choice to leave a duplicate out. */
export interface SkipChoice {
  skipped: boolean;
  /** left out by "Skip duplicates", not by its own box */
  byRule: boolean;
  onSkip: (line: number, skip: boolean) => void;
}

/** Whether an option is one the key marks right. */
const isCorrect = (key: AnswerKey, index: number) =>
  key.type === 'MCQ' ? key.correctIndex === index : key.type === 'MSQ' ? key.correctIndexes.includes(index) : false;

function ImportedCard({ item, skip }: { item: ImportedItem; skip?: SkipChoice | undefined }) {
  const { question, conversion } = item;
  const key = keyOfInput(question);
  return (
    <article aria-label={`Question on line ${item.line}`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-2.5 sm:px-5">
        <span className="font-mono text-xs font-semibold text-slate-500">Line {item.line}</span>
        {question.name ? <span className="min-w-0 truncate text-sm font-medium text-navy-900">{question.name}</span> : null}
        <span className="ml-auto flex flex-wrap gap-1.5">
          <Badge tone="slate">
            <abbr title={QUESTION_TYPE_NAMES[question.type]} className="no-underline">
              {question.type}
            </abbr>
          </Badge>
          {question.hindi ? (
            <Badge tone="slate">
              <span aria-label="English and Hindi">
                EN · <span lang="hi">हिं</span>
              </span>
            </Badge>
          ) : null}
          {conversion ? <Badge tone="sky">Converted from {conversionLabels[conversion.from]}</Badge> : null}
          {item.needsReview ? <Badge tone="amber">Needs review</Badge> : <Badge tone="emerald">Ready</Badge>}
        </span>
      </header>

      <div className="flex flex-col gap-4 px-4 py-4 sm:px-5">
        {skip ? <ItemDuplicates item={item} skipped={skip.skipped} byRule={skip.byRule} onSkip={(next) => skip.onSkip(item.line, next)} /> : null}
        <p className="text-xs text-slate-500">
          {[question.section, `${question.marks} ${question.marks === 1 ? 'mark' : 'marks'}`, question.topic, questionSourceLabels[question.source]]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <Markdown className="text-slate-800">{withImageNames(question.text)}</Markdown>
        <MoodleExtras question={question} />
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{QUESTION_TYPE_NAMES[question.type]}</span>
          {' · '}
          {key.type === 'NAT' ? 'Answer' : key.type === 'MSQ' ? 'Correct options' : 'Correct option'}:{' '}
          <span className="font-mono font-semibold">{keyLabel(key)}</span>
          {key.type === 'NAT' ? ` (${key.decimals} decimal ${key.decimals === 1 ? 'place' : 'places'})` : null}
        </p>
        {question.options.length > 0 ? (
          <ol aria-label="Options" className="flex flex-col gap-2">
            {question.options.map((option, index) => {
              const correct = isCorrect(key, index);
              return (
                <li
                  key={index}
                  className={clsx(
                    'flex items-center gap-3 rounded-lg border px-3 py-2',
                    correct ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold',
                      correct ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {letter(index)}
                  </span>
                  <span className="sr-only">{`Option ${letter(index)}${correct ? ' (correct answer)' : ''}: `}</span>
                  <Markdown inline className="min-w-0 flex-1 text-slate-800">
                    {withImageNames(option)}
                  </Markdown>
                  {correct ? (
                    <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-emerald-800">
                      <Check className="size-4" />
                      Correct
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : null}
        {question.remarks ? (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <span className="font-semibold">Remarks: </span>
            {question.remarks}
          </p>
        ) : null}
        {question.explanation ? (
          <div className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">Explanation</p>
            <Markdown className="text-sm text-slate-800">{withImageNames(question.explanation)}</Markdown>
          </div>
        ) : null}
        {question.hindi ? (
          <details className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <summary className="cursor-pointer text-xs font-semibold tracking-wide text-slate-500 uppercase">Hindi version</summary>
            <div lang="hi" className="mt-2 flex flex-col gap-2 text-sm text-slate-800">
              <Markdown>{question.hindi.text}</Markdown>
              {question.hindi.options.length > 0 ? (
                <ol aria-label="Hindi options" className="flex flex-col gap-1">
                  {question.hindi.options.map((option, index) => (
                    <li key={index} className="flex gap-2">
                      <span className="font-mono text-xs font-semibold text-slate-500">{letter(index)}</span>
                      <Markdown>{option.text}</Markdown>
                    </li>
                  ))}
                </ol>
              ) : null}
              {question.hindi.explanation ? <Markdown>{question.hindi.explanation}</Markdown> : null}
            </div>
          </details>
        ) : null}
        {item.warnings.length > 0 ? (
          <ul aria-label="Warnings" className="flex flex-col gap-1 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {item.warnings.map((warning) => (
              <li key={warning} className="flex gap-2">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                {warning}
              </li>
            ))}
          </ul>
        ) : null}
        {conversion ? (
          <details className="group rounded-lg ring-1 ring-slate-200">
            <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-brand-700 select-none hover:text-brand-800">
              Original {conversionLabels[conversion.from]} question
            </summary>
            <pre className="overflow-x-auto border-t border-slate-200 bg-slate-50 px-4 py-3 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800">
              {conversion.original}
            </pre>
          </details>
        ) : null}
      </div>
    </article>
  );
}

function RejectedRow({ item }: { item: RejectedItem }) {
  const error = item.kind === 'error';
  return (
    <article
      aria-label={`${error ? 'Error' : 'Skipped'} on line ${item.line}`}
      className={clsx(
        'flex gap-3 rounded-xl border border-l-4 px-4 py-3',
        error ? 'border-red-200 border-l-red-500 bg-red-50/70' : 'border-slate-200 border-l-slate-400 bg-white',
      )}
    >
      {error ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
      ) : (
        <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      )}
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={clsx('font-mono text-xs font-semibold', error ? 'text-red-800' : 'text-slate-600')}>Line {item.line}</span>
          {error ? <Badge tone="red">Error</Badge> : <Badge tone="slate">Skipped</Badge>}
        </p>
        <p className={clsx('mt-1 text-sm break-words', error ? 'text-red-900' : 'text-slate-700')}>{item.reason}</p>
      </div>
    </article>
  );
}
