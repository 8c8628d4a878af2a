// The exam a paper is set for (issue 42): a profile of /admin/exams and, for a test, how much of that
// exam it is. The learner's instructions, exam view and series page speak of that exam, and publishing
// checks the paper against it.
import { PAPER_SCOPES, type PaperScope } from '../../../../shared/exam/paper-exam.ts';
import { useExamProfiles } from '../api.ts';
import { Field, fieldDescription, inputClasses } from '../ui/fields.tsx';

export const SCOPE_LABELS: Record<PaperScope, string> = {
  full: 'The whole paper (a full-length mock)',
  sitting: 'Both papers of the sitting, together',
  subject: 'A subject test (part of the syllabus)',
  sectional: 'A sectional test (one section)',
};

interface ProfileSelectProps {
  id: string;
  value: string;
  disabled: boolean;
  error?: string | undefined;
  /** the choice a new paper may leave: set from its exam ('' as the value) */
  fromExam?: string | undefined;
  onChange: (code: string) => void;
}

/** The profiles there are, by name; the one set is kept as an option while the list loads. */
export function ExamProfileSelect({ id, value, disabled, error, fromExam, onChange }: ProfileSelectProps) {
  const profiles = useExamProfiles();
  const listed = profiles.data?.map((entry) => entry.profile) ?? [];
  const known = value === '' || listed.some((profile) => profile.code === value);
  return (
    <Field
      id={id}
      label="Exam profile"
      error={error ?? null}
      hint="The exam it is set for: learners are told that exam's rules, and publishing checks the paper against it."
    >
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={fieldDescription(id, error)}
        className={inputClasses(Boolean(error))}
      >
        {fromExam !== undefined ? <option value="">{fromExam}</option> : null}
        {known ? null : <option value={value}>{value}</option>}
        {listed.map((profile) => (
          <option key={profile.code} value={profile.code}>
            {profile.name.en}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** What part of its exam a test is; 'both papers of the sitting' only for a profile that sits with another. */
export function PaperScopeSelect({
  id,
  value,
  profileCode,
  disabled,
  onChange,
}: {
  id: string;
  value: PaperScope;
  profileCode: string;
  disabled: boolean;
  onChange: (scope: PaperScope) => void;
}) {
  const profiles = useExamProfiles();
  const sitsWithAnother = profiles.data?.some((entry) => entry.profile.code === profileCode && entry.profile.sitsWith !== null) ?? false;
  const scopes = PAPER_SCOPES.filter((scope) => scope !== 'sitting' || sitsWithAnother || value === 'sitting');
  return (
    <Field id={id} label="Part of the exam" hint="A whole paper must hold the profile's questions of each weight in its time; a subject test need not.">
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as PaperScope)} className={inputClasses()}>
        {scopes.map((scope) => (
          <option key={scope} value={scope}>
            {SCOPE_LABELS[scope]}
          </option>
        ))}
      </select>
    </Field>
  );
}
