import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { generationRequest, type GenerationRequest } from '../../../../../shared/api/generation.ts';
import { Button } from '../../../../components/button.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { QUESTION_TYPE_NAMES, QUESTION_TYPES, type QuestionType } from '../../../../../shared/exam/answer-key.ts';

interface Values {
  exam: string;
  section: 'Aptitude' | 'Technical';
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  marks: '1' | '2';
  type: QuestionType;
  count: string;
  sourceNotes: string;
}

const initial: Values = { exam: '', section: 'Aptitude', topic: '', difficulty: 'medium', marks: '1', type: 'MCQ', count: '5', sourceNotes: '' };

/** What to generate: validated with the server's own schema, each field's message beside it. */
export function GenerationForm({ disabled, busy, onSubmit }: { disabled: boolean; busy: boolean; onSubmit: (request: GenerationRequest) => void }) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = generationRequest.safeParse({
      ...values,
      marks: Number(values.marks),
      sourceNotes: values.sourceNotes.trim() || undefined,
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const describedBy = (id: string, key: keyof Values, hint = false) =>
    [hint ? `${id}-hint` : null, errors[key] ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
      <Field id="gen-exam" label="Exam" error={errors.exam ?? null}>
        <input
          id="gen-exam"
          className={inputClasses(Boolean(errors.exam))}
          value={values.exam}
          placeholder="GATE CS"
          onChange={(e) => set('exam', e.target.value)}
          aria-describedby={describedBy('gen-exam', 'exam')}
          aria-invalid={Boolean(errors.exam)}
        />
      </Field>
      <Field id="gen-section" label="Section">
        <select id="gen-section" className={inputClasses()} value={values.section} onChange={(e) => set('section', e.target.value as Values['section'])}>
          <option value="Aptitude">Aptitude</option>
          <option value="Technical">Technical</option>
        </select>
      </Field>
      <Field id="gen-topic" label="Topic" error={errors.topic ?? null}>
        <input
          id="gen-topic"
          className={inputClasses(Boolean(errors.topic))}
          value={values.topic}
          placeholder="Time and work"
          onChange={(e) => set('topic', e.target.value)}
          aria-describedby={describedBy('gen-topic', 'topic')}
          aria-invalid={Boolean(errors.topic)}
        />
      </Field>
      <Field id="gen-difficulty" label="Difficulty">
        <select
          id="gen-difficulty"
          className={inputClasses()}
          value={values.difficulty}
          onChange={(e) => set('difficulty', e.target.value as Values['difficulty'])}
        >
          <option value="easy">Easy</option>
          <option value="medium">Medium</option>
          <option value="hard">Hard</option>
        </select>
      </Field>
      <Field id="gen-type" label="Question type" hint="The kind of question the model writes; each is stored with its own key.">
        <select
          id="gen-type"
          className={inputClasses()}
          value={values.type}
          aria-describedby="gen-type-hint"
          onChange={(e) => set('type', e.target.value as QuestionType)}
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}: {QUESTION_TYPE_NAMES[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="gen-marks" label="Marks per question">
        <select id="gen-marks" className={inputClasses()} value={values.marks} onChange={(e) => set('marks', e.target.value as Values['marks'])}>
          <option value="1">1 mark</option>
          <option value="2">2 marks</option>
        </select>
      </Field>
      <Field id="gen-count" label="How many questions" hint="1 to 50; asked for 5 at a time." error={errors.count ?? null}>
        <input
          id="gen-count"
          type="number"
          min={1}
          max={50}
          inputMode="numeric"
          className={inputClasses(Boolean(errors.count))}
          value={values.count}
          onChange={(e) => set('count', e.target.value)}
          aria-describedby={describedBy('gen-count', 'count', true)}
          aria-invalid={Boolean(errors.count)}
        />
      </Field>
      <Field
        id="gen-notes"
        label="Source notes (optional)"
        hint="Paste a syllabus extract or a passage the questions should be drawn from."
        error={errors.sourceNotes ?? null}
        className="sm:col-span-2 lg:col-span-3"
      >
        <textarea
          id="gen-notes"
          rows={4}
          className={inputClasses(Boolean(errors.sourceNotes))}
          value={values.sourceNotes}
          onChange={(e) => set('sourceNotes', e.target.value)}
          aria-describedby={fieldDescription('gen-notes')}
        />
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={disabled || busy}>
          <Sparkles aria-hidden="true" className="size-4" />
          {busy ? 'Starting…' : 'Generate questions'}
        </Button>
        <p className="text-xs text-slate-500">
          Generated questions are saved as drafts marked AI-generated; nothing reaches learners until a reviewer publishes it.
        </p>
      </div>
    </form>
  );
}
