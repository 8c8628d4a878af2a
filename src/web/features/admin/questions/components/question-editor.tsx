import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminQuestion, QuestionFacets } from '../../../../../shared/api/admin-questions.ts';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { ImageField } from '../../ui/image-field.tsx';
import { MarkdownEditor } from '../../ui/markdown-editor.tsx';
import { UPLOAD_HINT } from '../../ui/upload.ts';
import type { QuestionDraft } from '../../ui/question-draft.ts';
import type { useQuestionDraft } from '../use-question-draft.ts';
import { AnswerEditor } from './answer-editor.tsx';
import { HindiOptions, LanguageBar } from './hindi-version.tsx';
import { QuestionDetailsFields } from './question-details-fields.tsx';
import { QuestionPreviewPanel, type PreviewTab } from './question-preview-panel.tsx';
import { QuestionSaveBar } from './question-save-bar.tsx';
import type { QuestionType } from '../../../../../shared/exam/answer-key.ts';

type DraftState = ReturnType<typeof useQuestionDraft>;

function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-navy-900">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}

interface FigureFieldProps {
  /** the heading over the image box */
  title: string;
  /** the image box's own name */
  label: string;
  value: string | null;
  onChange: (image: string | null) => void;
  readOnly: boolean;
  hint: string;
  error: string | undefined;
}

/** A figure under a text: its heading and the image box; left out of a read-only question that has none. */
function FigureField({ title, label, value, onChange, readOnly, hint, error }: FigureFieldProps) {
  if (readOnly && !value) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{title}</span>
      <ImageField label={label} value={value} onChange={onChange} disabled={readOnly} hint={hint} error={error} />
    </div>
  );
}

/** Why this change, kept in the version history with the version the save makes. */
function VersionNoteSection({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  return (
    <FormSection title="Version note">
      <Field
        id="question-version-note"
        label="Why this change (optional)"
        hint="Kept in the version history with the version this save makes, for whoever reads it later."
      >
        <input
          id="question-version-note"
          type="text"
          value={value}
          maxLength={300}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={fieldDescription('question-version-note')}
          placeholder="The key was B; the official answer is C."
          className={inputClasses()}
        />
      </Field>
    </FormSection>
  );
}

interface QuestionEditorProps {
  state: DraftState;
  facets: QuestionFacets | undefined;
  question: AdminQuestion | null;
  readOnly: boolean;
  /** why it changed, for the version history: an existing question's only */
  note: { value: string; onChange: (note: string) => void } | null;
  saving: boolean;
  /** the last save's outcome, beside the Save button */
  notice: string | null;
  error: string | null;
  saveLabel: string;
  onSave: () => void;
  onCancel: () => void;
  /** the exam of the paper a new question is written for: the types it asks */
  exam?: { name: string; types: readonly QuestionType[] } | undefined;
}

/** The question's form, with the live preview beside it on a wide screen and under it on a tablet. */
export function QuestionEditor({ state, facets, question, readOnly, note, saving, notice, error, saveLabel, onSave, onCancel, exam }: QuestionEditorProps) {
  const { draft, set, errors, dirty } = state;
  const { hindi } = draft;
  // with a Hindi version each text has its own preview, the Hindi beside the English (under it on a phone)
  const sideBySide = hindi ? 'grid items-start gap-5 md:grid-cols-2' : 'contents';
  const textPreview = hindi ? 'under' : 'narrow-only';
  const [tab, setTab] = useState<PreviewTab>('exam');
  const form = useRef<HTMLFormElement>(null);
  const errorCount = Object.keys(errors).length;

  // a refused save takes the author to the first field it names
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || saving) return;
    setAttempt((n) => n + 1);
    onSave();
  };
  const change =
    <Name extends keyof QuestionDraft>(name: Name) =>
    (value: QuestionDraft[Name]) =>
      set(name, value);

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,29rem)] 2xl:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
      <form ref={form} onSubmit={submit} noValidate aria-label="Question" className="flex min-w-0 flex-col gap-5">
        {/* below xl the preview sits after the form: say so, and offer the way there */}
        <a href="#question-live-preview" className="-mb-2 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline xl:hidden">
          Jump to the live preview
        </a>
        <LanguageBar state={state} readOnly={readOnly} />
        <FormSection title="Question">
          <div className={sideBySide}>
            <MarkdownEditor
              id="question-text"
              label="Question text"
              value={draft.text}
              onChange={change('text')}
              error={errors.text ?? null}
              disabled={readOnly}
              rows={7}
              preview={textPreview}
              placeholder={'Which of these is $\\int_0^1 x^2\\,dx$?'}
              onFocus={() => setTab('exam')}
            />
            {hindi ? (
              <MarkdownEditor
                id="question-hindi-text"
                label="Question text in Hindi"
                lang="hi"
                value={hindi.text}
                onChange={state.hindi.text}
                error={errors['hindi.text'] ?? null}
                disabled={readOnly}
                rows={7}
                preview="under"
                hint="The same question in Hindi: Markdown, and the same formulas between $…$ or $$…$$."
              />
            ) : null}
          </div>
          <FigureField
            title="Figure"
            label="Question image"
            value={draft.image}
            onChange={change('image')}
            readOnly={readOnly}
            hint={`Shown under the text. ${UPLOAD_HINT}`}
            error={errors.image}
          />
        </FormSection>

        <FormSection title="Answer">
          <AnswerEditor state={state} disabled={readOnly} exam={exam} />
          <HindiOptions draft={draft} errors={errors} readOnly={readOnly} onChange={state.hindi.option} />
        </FormSection>

        <FormSection title="Explanation" description="Shown with the key after the learner submits.">
          <div className={sideBySide}>
            <MarkdownEditor
              id="question-explanation"
              label="Explanation text"
              value={draft.explanation}
              onChange={change('explanation')}
              error={errors.explanation ?? null}
              disabled={readOnly}
              rows={6}
              preview={textPreview}
              hint="Markdown; formulas between $…$ or $$…$$. Optional, but learners rely on it."
              onFocus={() => setTab('result')}
            />
            {hindi ? (
              <MarkdownEditor
                id="question-hindi-explanation"
                label="Explanation in Hindi"
                lang="hi"
                value={hindi.explanation}
                onChange={state.hindi.explanation}
                error={errors['hindi.explanation'] ?? null}
                disabled={readOnly}
                rows={6}
                preview="under"
                hint="Optional, as the English one is."
              />
            ) : null}
          </div>
          <FigureField
            title="Explanation figure"
            label="Explanation image"
            value={draft.explanationImage}
            onChange={change('explanationImage')}
            readOnly={readOnly}
            hint={UPLOAD_HINT}
            error={errors.explanationImage}
          />
        </FormSection>

        <FormSection title="Details">
          <QuestionDetailsFields draft={draft} errors={errors} facets={facets} disabled={readOnly} onChange={set} />
        </FormSection>

        {note && !readOnly ? <VersionNoteSection value={note.value} onChange={note.onChange} /> : null}

        {readOnly ? null : (
          <QuestionSaveBar
            saving={saving}
            saveLabel={saveLabel}
            errorCount={errorCount}
            dirty={dirty}
            notice={notice}
            error={error}
            saved={question !== null}
            onCancel={onCancel}
          />
        )}
      </form>

      <div id="question-live-preview" className="min-w-0 scroll-mt-32 xl:sticky xl:top-28 xl:max-h-[calc(100dvh-8rem)] xl:overflow-y-auto xl:rounded-2xl">
        <QuestionPreviewPanel draft={draft} tab={tab} onTab={setTab} />
      </div>
    </div>
  );
}
