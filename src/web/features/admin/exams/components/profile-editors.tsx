// A god's two changes to an exam profile (issue 42): its texts (names and instructions, in English
// and Hindi), and a copy under a new code; a copy's rules are set as JSON, checked by the server
// against the same rules as the seed's.
import { useState, type FormEvent } from 'react';
import { examProfileCopy, type AdminExamProfile } from '../../../../../shared/api/admin-exams.ts';
import type { ExamProfile } from '../../../../../shared/exam/profiles.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { useCopyExamProfile, useSaveExamProfile } from '../api.ts';

const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's last line: the server's refusal, Cancel and the submit button. */
function FormFooter({ error, pending, submit, onCancel }: { error: Error | null; pending: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
      {error ? (
        <p role="alert" className="mr-auto text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
      <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner className="size-4" /> : null}
        {submit}
      </Button>
    </div>
  );
}

/** The names and instructions of a profile: one paragraph a line. */
export function ProfileTextsForm({ entry, onDone }: { entry: AdminExamProfile; onDone: () => void }) {
  const { profile } = entry;
  const save = useSaveExamProfile();
  const [name, setName] = useState(profile.name);
  const [sections, setSections] = useState(profile.sections.map((section) => section.name));
  const [instructions, setInstructions] = useState({ en: profile.instructions.en.join('\n'), hi: profile.instructions.hi.join('\n') });
  const id = (part: string) => `exam-${profile.code}-${part}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: ExamProfile = {
      ...profile,
      name,
      sections: profile.sections.map((section, index) => ({ ...section, name: sections[index]! })),
      instructions: { en: paragraphs(instructions.en), hi: paragraphs(instructions.hi) },
    };
    save.mutate(next, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Texts of ${profile.name.en}`} className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={id('name-en')} label="Name (English)">
          <input id={id('name-en')} value={name.en} onChange={(event) => setName({ ...name, en: event.target.value })} className={inputClasses()} />
        </Field>
        <Field id={id('name-hi')} label="Name (Hindi)">
          <input id={id('name-hi')} lang="hi" value={name.hi} onChange={(event) => setName({ ...name, hi: event.target.value })} className={inputClasses()} />
        </Field>
        {profile.sections.map((section, index) => (
          <div key={section.key} className="contents">
            <Field id={id(`section-${section.key}-en`)} label={`Section ${section.key} (English)`}>
              <input
                id={id(`section-${section.key}-en`)}
                value={sections[index]!.en}
                onChange={(event) => setSections(sections.map((entryName, at) => (at === index ? { ...entryName, en: event.target.value } : entryName)))}
                className={inputClasses()}
              />
            </Field>
            <Field id={id(`section-${section.key}-hi`)} label={`Section ${section.key} (Hindi)`}>
              <input
                id={id(`section-${section.key}-hi`)}
                lang="hi"
                value={sections[index]!.hi}
                onChange={(event) => setSections(sections.map((entryName, at) => (at === index ? { ...entryName, hi: event.target.value } : entryName)))}
                className={inputClasses()}
              />
            </Field>
          </div>
        ))}
        <Field id={id('instructions-en')} label="Instructions (English)" hint="One paragraph a line.">
          <textarea
            id={id('instructions-en')}
            rows={8}
            value={instructions.en}
            onChange={(event) => setInstructions({ ...instructions, en: event.target.value })}
            aria-describedby={fieldDescription(id('instructions-en'))}
            className={inputClasses()}
          />
        </Field>
        <Field id={id('instructions-hi')} label="Instructions (Hindi)" hint="One paragraph a line, as many as in English.">
          <textarea
            id={id('instructions-hi')}
            lang="hi"
            rows={8}
            value={instructions.hi}
            onChange={(event) => setInstructions({ ...instructions, hi: event.target.value })}
            aria-describedby={fieldDescription(id('instructions-hi'))}
            className={inputClasses()}
          />
        </Field>
      </div>
      <FormFooter error={save.error} pending={save.isPending} submit="Save texts" onCancel={onDone} />
    </form>
  );
}

/** The whole of a copy, as JSON: its rules as well as its texts. */
export function ProfileJsonForm({ entry, onDone }: { entry: AdminExamProfile; onDone: () => void }) {
  const save = useSaveExamProfile();
  const [text, setText] = useState(JSON.stringify(entry.profile, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const id = `exam-${entry.profile.code}-json`;

  function submit(event: FormEvent) {
    event.preventDefault();
    let parsed: ExamProfile;
    try {
      parsed = JSON.parse(text) as ExamProfile;
    } catch {
      setProblem('This is not JSON: check the brackets, commas and quotes.');
      return;
    }
    setProblem(null);
    save.mutate(parsed, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Rules of ${entry.profile.name.en}`} className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <Field
        id={id}
        label="The profile, as JSON"
        hint="Sections, question types, marking and time are checked as the shipped profiles are; the code cannot change."
        error={problem}
      >
        <textarea
          id={id}
          rows={18}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={fieldDescription(id, problem)}
          className={inputClasses(Boolean(problem), 'font-mono text-xs')}
        />
      </Field>
      <FormFooter error={save.error} pending={save.isPending} submit="Save profile" onCancel={onDone} />
    </form>
  );
}

/** A new profile from this one: its code and name; everything else starts as this one's. */
export function CopyProfileForm({ entry, onDone }: { entry: AdminExamProfile; onDone: () => void }) {
  const copy = useCopyExamProfile(entry.profile.code);
  const [code, setCode] = useState('');
  const [name, setName] = useState({ en: '', hi: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (part: string) => `exam-${entry.profile.code}-copy-${part}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = examProfileCopy.safeParse({ code, name });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    copy.mutate(parsed.data, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Copy ${entry.profile.name.en}`} className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="grid gap-4 md:grid-cols-3">
        <Field id={id('code')} label="Code of the new profile" hint="Small letters, digits and hyphens, e.g. gate-ec." error={errors.code ?? null}>
          <input
            id={id('code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={fieldDescription(id('code'), errors.code)}
            className={inputClasses(Boolean(errors.code), 'font-mono')}
          />
        </Field>
        <Field id={id('name-en')} label="Name (English)" error={errors['name.en'] ?? null}>
          <input
            id={id('name-en')}
            value={name.en}
            onChange={(event) => setName({ ...name, en: event.target.value })}
            className={inputClasses(Boolean(errors['name.en']))}
          />
        </Field>
        <Field id={id('name-hi')} label="Name (Hindi)" error={errors['name.hi'] ?? null}>
          <input
            id={id('name-hi')}
            lang="hi"
            value={name.hi}
            onChange={(event) => setName({ ...name, hi: event.target.value })}
            className={inputClasses(Boolean(errors['name.hi']))}
          />
        </Field>
      </div>
      <FormFooter error={copy.error} pending={copy.isPending} submit="Copy profile" onCancel={onDone} />
    </form>
  );
}
