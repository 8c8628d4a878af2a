import { useId, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { quizMarking, type AdminQuiz, type QuizInput, type QuizPatch } from '../../../../../shared/api/admin-content.ts';
import { markingOf } from '../../../../../shared/exam/marking.ts';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { MarkingField } from '../../ui/marking-field.tsx';
import { ExamProfileSelect } from '../exam-profile-fields.tsx';
import { SettingsFieldset, SettingsFormFrame, useSettingsForm } from '../settings-form.tsx';
import { MarksPreview } from './marks-preview.tsx';
import { newQuizValues, quizInputOf, quizPatchOf, quizValues, windowHint, type QuizFormValues } from './quiz-form-values.ts';

/** A new quiz is created by the first save; a saved one is patched with what changed. */
type Target = { quiz: null; onCreate: (input: QuizInput) => Promise<unknown> } | { quiz: AdminQuiz; onSave: (patch: QuizPatch) => Promise<AdminQuiz> };

interface QuizSettingsFormProps {
  target: Target;
  /** exams other quizzes use, offered as suggestions */
  exams: readonly string[];
  /** why nothing here can change (the role); null when it can */
  settingsLock: string | null;
  /** why the time limit and marking cannot change (started, published); null when they can */
  examLock: string | null;
  saving: boolean;
}

/** Exam, title, time limit, window (India time) and marking of a weekly quiz. */
export function QuizSettingsForm({ target, exams, settingsLock, examLock, saving }: QuizSettingsFormProps) {
  const quiz = target.quiz;
  const examListId = useId();
  const { values, errors, setErrors, outcome, set, save } = useSettingsForm<QuizFormValues>(() => (quiz ? quizValues(quiz) : newQuizValues(Date.now())));

  const readOnly = settingsLock !== null;
  const examReadOnly = readOnly || examLock !== null;
  const checked = quizInputOf(values);
  const changed = !quiz || !('input' in checked) || Object.keys(quizPatchOf(quiz, checked.input)).length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    const input = checked.input;
    await save(
      async () => {
        if (target.quiz === null) {
          await target.onCreate(input);
          return undefined;
        }
        return quizValues(await target.onSave(quizPatchOf(target.quiz, input)));
      },
      { saved: 'Quiz saved.', failed: 'The quiz could not be saved.' },
    );
  }

  const input = (name: Exclude<keyof QuizFormValues, 'hindi'>, props: InputHTMLAttributes<HTMLInputElement> = {}) => {
    const id = `quiz-${name}`;
    const { className, ...rest } = props;
    return (
      <input
        id={id}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={fieldDescription(id, errors[name])}
        className={inputClasses(Boolean(errors[name]), className)}
        disabled={readOnly}
        {...rest}
      />
    );
  };
  const field = (name: keyof QuizFormValues, label: string, hint: ReactNode, control: ReactNode, className?: string) => (
    <Field id={`quiz-${name}`} label={label} hint={hint} error={errors[name] ?? null} className={className}>
      {control}
    </Field>
  );

  const correct = Number(values.correctMarks);
  const wrong = Number(values.wrongMarks);
  const marksGiven = Number.isFinite(correct) && Number.isFinite(wrong) && values.correctMarks !== '' && values.wrongMarks !== '' && correct > 0;
  const weekly = values.marking === 'weekly';
  return (
    <SettingsFormFrame
      kind="quiz"
      title={quiz ? 'Settings' : 'New weekly quiz'}
      settingsLock={settingsLock}
      examLock={examLock}
      onSubmit={(event) => void submit(event)}
      hindi={{ checked: values.hindi, onChange: (hindi) => set('hindi', hindi) }}
      save={{ outcome, saving, changed, label: quiz ? 'Save settings' : 'Create quiz' }}
    >
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]">
        {field(
          'exam',
          'Exam',
          'Learners filter the weekly quizzes by it.',
          <>
            {input('exam', { list: examListId, autoComplete: 'off' })}
            <datalist id={examListId}>
              {exams.map((exam) => (
                <option key={exam} value={exam} />
              ))}
            </datalist>
          </>,
        )}
        {field(
          'title',
          'Title',
          'Learners see it on the weekly quiz page and the leaderboard.',
          input('title'),
          'md:order-first md:col-span-2 xl:order-none xl:col-span-1',
        )}
        {field(
          'minutes',
          'Time limit (minutes)',
          'From the moment a learner starts.',
          input('minutes', { type: 'number', inputMode: 'numeric', min: 1, max: 600, disabled: examReadOnly }),
        )}
      </div>

      <SettingsFieldset legend="Exam">
        <ExamProfileSelect
          id="quiz-profile"
          value={values.profileCode}
          disabled={readOnly}
          error={errors.profileCode}
          fromExam={quiz ? undefined : 'The one its exam points to'}
          onChange={(code) => set('profileCode', code)}
        />
      </SettingsFieldset>

      <SettingsFieldset legend="Window, India time">
        <div className="grid gap-4 md:grid-cols-2">
          {field('opensAt', 'Opens at', windowHint(values.opensAt), input('opensAt', { type: 'datetime-local' }))}
          {field('closesAt', 'Closes at', windowHint(values.closesAt), input('closesAt', { type: 'datetime-local' }))}
        </div>
      </SettingsFieldset>

      <SettingsFieldset legend="Marking">
        <MarkingField
          profileCode={values.profileCode}
          id="quiz-marking"
          value={values.marking}
          presets={quizMarking.options}
          marking={weekly && !marksGiven ? null : markingOf(values.marking, { quiz: { correct, wrong } })}
          disabled={examReadOnly}
          onChange={(marking) => set('marking', marking)}
        />
        <div hidden={!weekly} className="mt-4 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
          {field(
            'correctMarks',
            'Marks for a right answer',
            'Usually 1.',
            input('correctMarks', { type: 'number', inputMode: 'decimal', step: 'any', min: 0, max: 10, disabled: examReadOnly }),
          )}
          {field(
            'wrongMarks',
            'Marks lost for a wrong answer',
            'Usually 0.33; 0 for none.',
            input('wrongMarks', { type: 'number', inputMode: 'decimal', step: 'any', min: 0, max: 10, disabled: examReadOnly }),
          )}
          <MarksPreview marks={marksGiven ? { correct, wrong } : null} />
        </div>
      </SettingsFieldset>
    </SettingsFormFrame>
  );
}
