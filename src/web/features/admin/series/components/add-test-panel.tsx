import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import clsx from 'clsx';
import { DEFAULT_NEGATIVE_RATIO, testInput, testMarking, testPresets } from '../../../../../shared/api/admin-content.ts';
import { markingOf } from '../../../../../shared/exam/marking.ts';
import type { Difficulty } from '../../../../../shared/api/test-series.ts';
import { Button } from '../../../../components/button.tsx';
import { Spinner } from '../../../../components/spinner.tsx';
import { adminPaths } from '../../../../lib/paths.ts';
import { MarkingField } from '../../ui/marking-field.tsx';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { useCreateTest } from '../api.ts';
import { DifficultyBadge } from '../../ui/difficulty-badge.tsx';

const difficulties: Difficulty[] = ['easy', 'medium', 'hard'];

/** Negative marking as a share of a question's marks: one third is GATE's rule and the default. */
export const negativeRatios = [
  { value: DEFAULT_NEGATIVE_RATIO, label: 'One third of the marks (GATE: −⅓ per 1-mark, −⅔ per 2-mark question)' },
  { value: 0.25, label: 'One quarter of the marks' },
  { value: 0.5, label: 'Half the marks' },
  { value: 0, label: 'No negative marking' },
];

interface Draft {
  difficulty: Difficulty;
  title: string;
  minutes: string;
  marking: (typeof testMarking.options)[number];
  ratio: number;
}

const fromPreset = (difficulty: Difficulty, current?: Pick<Draft, 'marking' | 'ratio'>): Draft => ({
  difficulty,
  title: testPresets[difficulty].title,
  minutes: String(testPresets[difficulty].minutes),
  marking: current?.marking ?? 'gate',
  ratio: current?.ratio ?? DEFAULT_NEGATIVE_RATIO,
});

/** A new test from one of the spec's presets (SPEC §2), its title, length and marking changeable first. */
export function AddTestPanel({ seriesId, onCancel }: { seriesId: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateTest(seriesId);
  const [draft, setDraft] = useState<Draft>(() => fromPreset('easy'));
  const [errors, setErrors] = useState<{ title?: string; minutes?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const minutes = /^\d+$/.test(draft.minutes.trim()) ? Number(draft.minutes) : Number.NaN;
    const parsed = testInput.safeParse({
      difficulty: draft.difficulty,
      title: draft.title,
      timeLimitMinutes: minutes,
      marking: draft.marking,
      negativeRatio: draft.ratio,
    });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        title: fields.has('title') ? 'Give the test a title (at most 200 characters).' : undefined,
        minutes: fields.has('timeLimitMinutes') ? 'A whole number of minutes from 1 to 600.' : undefined,
      });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: (test) => void navigate(adminPaths.test(seriesId, test.id)) });
  }

  return (
    <form onSubmit={submit} aria-labelledby="add-test-title" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
      <h3 id="add-test-title" className="font-semibold text-navy-900">
        Add a test
      </h3>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">Start from</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {difficulties.map((difficulty) => {
            const preset = testPresets[difficulty];
            const chosen = draft.difficulty === difficulty;
            return (
              <label
                key={difficulty}
                className={clsx(
                  'flex cursor-pointer flex-col gap-1 rounded-lg bg-white p-3 ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                  chosen ? 'ring-2 ring-brand-500' : 'ring-slate-200 hover:ring-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="test-preset"
                  value={difficulty}
                  checked={chosen}
                  onChange={() => setDraft((current) => fromPreset(difficulty, current))}
                  className="sr-only"
                />
                <DifficultyBadge difficulty={difficulty} />
                <span className="text-sm font-semibold text-navy-900">{preset.title}</span>
                <span className="text-xs text-slate-500">{preset.minutes} minutes</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_9rem]">
        <Field id="new-test-title" label="Test title" error={errors.title ?? null}>
          <input
            id="new-test-title"
            type="text"
            maxLength={200}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={fieldDescription('new-test-title', errors.title)}
            className={inputClasses(Boolean(errors.title))}
          />
        </Field>
        <Field id="new-test-minutes" label="Duration (minutes)" error={errors.minutes ?? null}>
          <input
            id="new-test-minutes"
            type="text"
            inputMode="numeric"
            maxLength={3}
            value={draft.minutes}
            onChange={(event) => setDraft({ ...draft, minutes: event.target.value })}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={fieldDescription('new-test-minutes', errors.minutes)}
            className={inputClasses(Boolean(errors.minutes), 'tabular-nums')}
          />
        </Field>
      </div>
      <div className="mt-4">
        <MarkingField
          id="new-test-marking"
          value={draft.marking}
          presets={testMarking.options}
          marking={markingOf(draft.marking, { negativeRatio: draft.ratio })}
          disabled={false}
          onChange={(marking) => setDraft({ ...draft, marking })}
        />
      </div>
      <Field id="new-test-negative" label="Negative marking per wrong MCQ" className={clsx('mt-4', draft.marking !== 'gate' && 'hidden')}>
        <select
          id="new-test-negative"
          value={String(draft.ratio)}
          onChange={(event) => setDraft({ ...draft, ratio: Number(event.target.value) })}
          className={inputClasses(false)}
        >
          {negativeRatios.map((ratio) => (
            <option key={ratio.value} value={String(ratio.value)}>
              {ratio.label}
            </option>
          ))}
        </select>
      </Field>

      {create.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {create.error.message}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : null}
          Create test
        </Button>
      </div>
    </form>
  );
}
