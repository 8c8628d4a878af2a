import { useId, useState, type DragEvent } from 'react';
import clsx from 'clsx';
import { ClipboardPaste, FileText, FileUp, X } from 'lucide-react';
import { questionSourceLabels } from '../../../../../shared/api/admin-questions.ts';
import { importFormats, importSections, importSources, type ImportFormat } from '../../../../../shared/api/question-import.ts';
import { Button } from '../../../../components/button.tsx';
import { Field, inputClasses } from '../../ui/fields.tsx';
import { formatBytes, formatFromName, MAX_MB, readImportFile } from '../read-file.ts';
import { FORMATS } from '../../ui/import-formats.ts';
import type { ImportDraft } from './import-draft.ts';
import { difficultyLabels } from '../../ui/difficulty-badge.tsx';

interface SourceFormProps {
  draft: ImportDraft;
  onChange: (change: Partial<ImportDraft>) => void;
  disabled: boolean;
}

const PLACEHOLDERS: Record<ImportFormat, string> = {
  aiken: 'What is 2 + 2?\nA. 3\nB. 4\nANSWER: B',
  gift: '::Q1::What is 2 + 2?{=4 ~3 ~5}',
  csv: 'question,option_a,option_b,answer\nWhat is 2 + 2?,3,4,B',
  xml: '<quiz>\n  <question type="multichoice">\n    <questiontext format="html"><text>What is 2 + 2?</text></questiontext>\n    <single>true</single>\n    <answer fraction="100"><text>4</text></answer>\n    <answer fraction="0"><text>3</text></answer>\n  </question>\n</quiz>',
};

/** The file to import (chosen, dropped or pasted), its format, and the defaults for what it leaves out. */
export function SourceForm({ draft, onChange, disabled }: SourceFormProps) {
  return (
    <div className="flex flex-col gap-6">
      <FormatChoice value={draft.format} onChange={(format) => onChange({ format })} disabled={disabled} />
      <FileOrText draft={draft} onChange={onChange} disabled={disabled} />
      <Defaults draft={draft} onChange={onChange} disabled={disabled} />
      <ConvertToMcq draft={draft} onChange={onChange} disabled={disabled} />
    </div>
  );
}

/** The import's one choice about types: keep MSQ and NAT as they are (GATE has them), or make every question an MCQ. */
function ConvertToMcq({ draft, onChange, disabled }: SourceFormProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={draft.convertToMcq}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange({ convertToMcq: event.target.checked })}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Convert multiple-select and numerical questions to single-choice MCQs (for a paper of MCQs only)
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Left unticked, they are imported as MSQ and NAT questions with their own keys. Ticked, a multiple-select question’s choices become combinations (“A
          and C”) and a numerical question’s value gets three wrong values beside it; each is marked for review. True/false questions always become MCQs.
        </p>
      </div>
    </div>
  );
}

function FormatChoice({ value, onChange, disabled }: { value: ImportFormat; onChange: (format: ImportFormat) => void; disabled: boolean }) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-800">Format</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {importFormats.map((format) => {
          const info = FORMATS[format];
          return (
            <label
              key={format}
              className={clsx(
                'flex cursor-pointer flex-col gap-1 rounded-xl border bg-white p-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                value === format ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-slate-200 hover:border-slate-300',
                disabled && 'cursor-default opacity-70',
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={format}
                  checked={value === format}
                  onChange={() => onChange(format)}
                  className="size-4 accent-brand-600"
                />
                <span className="text-sm font-semibold text-navy-900">{info.label}</span>
              </span>
              <span className="text-xs leading-relaxed text-slate-600">{info.summary}</span>
              <span className="mt-auto pt-1 text-xs font-medium text-slate-500">{info.moodleName}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function FileOrText({ draft, onChange, disabled }: SourceFormProps) {
  const inputId = useId();
  const pasteId = useId();
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const suggested = draft.file ? formatFromName(draft.file.name) : null;

  async function take(file: File | undefined) {
    if (!file) return;
    setReading(true);
    const read = await readImportFile(file);
    setReading(false);
    if (read.ok) onChange({ file: { name: file.name, bytes: file.size, text: read.text }, fileProblem: null });
    else onChange({ file: null, fileProblem: read.message });
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-800">Questions</span>
        <div role="group" aria-label="Give the questions as" className="inline-flex rounded-lg bg-slate-100 p-0.5">
          {(['file', 'paste'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={draft.mode === mode}
              disabled={disabled}
              onClick={() => onChange({ mode })}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                draft.mode === mode ? 'bg-white text-navy-900 shadow-sm' : 'text-slate-600 hover:text-navy-900',
              )}
            >
              {mode === 'file' ? <FileUp aria-hidden="true" className="size-3.5" /> : <ClipboardPaste aria-hidden="true" className="size-3.5" />}
              {mode === 'file' ? 'Upload a file' : 'Paste text'}
            </button>
          ))}
        </div>
      </div>

      {draft.mode === 'file' ? (
        draft.file ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
            <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-navy-900">{draft.file.name}</p>
              <p className="text-xs text-slate-500">
                {formatBytes(draft.file.bytes)} · {lineCount(draft.file.text).toLocaleString('en-IN')} lines
              </p>
            </div>
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange({ file: null, fileProblem: null })}>
              <X aria-hidden="true" className="size-4" />
              Remove file
            </Button>
          </div>
        ) : (
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            className={clsx(
              'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50/60 hover:border-slate-400 hover:bg-slate-50',
              draft.fileProblem && 'border-red-300',
            )}
          >
            <FileUp aria-hidden="true" className="size-7 text-slate-400" />
            <span className="text-sm font-semibold text-navy-900">{reading ? 'Reading the file…' : 'Drop a file here, or choose one'}</span>
            <span className="text-xs text-slate-500">
              {FORMATS[draft.format].label} file, UTF-8 text, at most {MAX_MB} MB
            </span>
            <input
              id={inputId}
              type="file"
              accept={FORMATS[draft.format].accept}
              className="sr-only"
              aria-label="Choose a question file"
              aria-describedby={draft.fileProblem ? `${inputId}-problem` : undefined}
              disabled={disabled || reading}
              onChange={(event) => {
                void take(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        )
      ) : (
        <textarea
          id={pasteId}
          aria-label="Paste the questions"
          rows={12}
          spellCheck={false}
          value={draft.pasted}
          disabled={disabled}
          placeholder={PLACEHOLDERS[draft.format]}
          onChange={(event) => onChange({ pasted: event.target.value })}
          className={inputClasses(false, 'font-mono text-[13px] leading-relaxed')}
        />
      )}

      {draft.mode === 'file' && draft.fileProblem ? (
        <p id={`${inputId}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {draft.fileProblem}
        </p>
      ) : null}
      {draft.mode === 'file' && suggested && suggested !== draft.format ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-900">
          The file’s name suggests {FORMATS[suggested].label}, but {FORMATS[draft.format].label} is chosen.
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange({ format: suggested })}>
            Read it as {FORMATS[suggested].label}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

function lineCount(text: string): number {
  let count = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count += 1;
  return text.endsWith('\n') ? count - 1 : count;
}

function Defaults({ draft, onChange, disabled }: SourceFormProps) {
  const sectionId = useId();
  const sourceId = useId();
  const examId = useId();
  const difficultyId = useId();
  const hint = (field: 'section' | 'source') =>
    draft.format === 'csv'
      ? `Used for rows whose ${field} column is empty.`
      : `Given to every question: ${FORMATS[draft.format].label} files carry no ${field}.`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={sectionId} label="Section" hint={hint('section')}>
        <select
          id={sectionId}
          value={draft.section}
          disabled={disabled}
          aria-describedby={`${sectionId}-hint`}
          onChange={(event) => onChange({ section: event.target.value as ImportDraft['section'] })}
          className={inputClasses()}
        >
          {importSections.map((section) => (
            <option key={section} value={section}>
              {section}
            </option>
          ))}
        </select>
      </Field>
      <Field id={sourceId} label="Source" hint={hint('source')}>
        <select
          id={sourceId}
          value={draft.source}
          disabled={disabled}
          aria-describedby={`${sourceId}-hint`}
          onChange={(event) => onChange({ source: event.target.value as ImportDraft['source'] })}
          className={inputClasses()}
        >
          {importSources.map((source) => (
            <option key={source} value={source}>
              {questionSourceLabels[source]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={examId} label="Exam (optional)" hint="Written on every imported question, so the bank can filter by it.">
        <input
          id={examId}
          type="text"
          value={draft.exam}
          maxLength={60}
          placeholder="e.g. GATE CS"
          disabled={disabled}
          aria-describedby={`${examId}-hint`}
          onChange={(event) => onChange({ exam: event.target.value })}
          className={inputClasses()}
        />
      </Field>
      <Field id={difficultyId} label="Difficulty (optional)" hint="Written on every imported question; leave it unset for a mixed file.">
        <select
          id={difficultyId}
          value={draft.difficulty}
          disabled={disabled}
          aria-describedby={`${difficultyId}-hint`}
          onChange={(event) => onChange({ difficulty: event.target.value as ImportDraft['difficulty'] })}
          className={inputClasses()}
        >
          <option value="">Not set</option>
          {Object.entries(difficultyLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
