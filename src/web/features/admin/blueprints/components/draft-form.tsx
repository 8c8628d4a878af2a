import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Assembly, BlueprintInput } from '../../../../../shared/api/admin-blueprints.ts';
import type { ExamProfile } from '../../../../../shared/exam/profiles.ts';
import { Button } from '../../../../components/button.tsx';
import { ApiError } from '../../../../lib/http.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { difficultyLabels } from '../../ui/difficulty-badge.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { indiaInputToIso, isoToIndiaInput, nextWeekWindow } from '../../ui/india-time.ts';
import { useSaveDraft, useSeriesList } from '../api.ts';

type Difficulty = keyof typeof difficultyLabels;

const SCOPE_WORDS = { full: 'Full-length mock (the whole paper)', subject: 'Subject test', sectional: 'Sectional test (one section)' } as const;

/** The profile's time for the share of its questions the picks are, in whole minutes. */
const minutesFor = (profile: ExamProfile, picked: number, whole: number) => Math.max(1, Math.round((profile.seconds / 60) * (picked / Math.max(1, whole))));

interface DraftFormProps {
  blueprint: BlueprintInput;
  profile: ExamProfile;
  assembly: Assembly;
  questionIds: string[];
}

/** Saves the picks, in order, as a draft test of a series or a draft weekly quiz, then opens it. */
export function DraftForm({ blueprint, profile, assembly, questionIds }: DraftFormProps) {
  const navigate = useNavigate();
  const series = useSeriesList();
  const save = useSaveDraft();
  const whole = assembly.picked.questions === assembly.profile.questions && assembly.picked.marks === assembly.profile.marks;
  const [title, setTitle] = useState(blueprint.name);
  const [seriesId, setSeriesId] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [scope, setScope] = useState<keyof typeof SCOPE_WORDS>(whole ? 'full' : 'subject');
  const [minutes, setMinutes] = useState(() => minutesFor(profile, assembly.picked.questions, assembly.profile.questions));
  const window = nextWeekWindow(Date.now());
  const [opensAt, setOpensAt] = useState(isoToIndiaInput(window.opensAt));
  const [closesAt, setClosesAt] = useState(isoToIndiaInput(window.closesAt));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    let target;
    if (blueprint.kind === 'test') {
      if (!seriesId) return setProblem('Choose the test series the test goes in.');
      target = { kind: 'test' as const, seriesId, title, difficulty, timeLimitMinutes: minutes, scope };
    } else {
      const opens = indiaInputToIso(opensAt);
      const closes = indiaInputToIso(closesAt);
      if (!opens || !closes) return setProblem('Enter when the quiz opens and closes.');
      target = { kind: 'quiz' as const, title, timeLimitMinutes: minutes, opensAt: opens, closesAt: closes };
    }
    save.mutate(
      { profileCode: profile.code, questionIds, target },
      {
        onSuccess: (paper) => void navigate(paper.kind === 'quiz' ? adminPaths.quiz(paper.id) : adminPaths.test(seriesId, paper.id)),
        onError: (error) => {
          const held = error instanceof ApiError ? (error.body as { questions?: { reason: string }[] } | null)?.questions : undefined;
          setProblem(held?.length ? `${error.message} (${held.map((entry) => entry.reason).join('; ')})` : error.message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="draft-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="draft-heading" className="text-lg font-semibold text-navy-900">
        Save as a draft {blueprint.kind === 'quiz' ? 'weekly quiz' : 'test'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {questionIds.length} questions in the order above. The draft opens in its editor, where it is reviewed and published as any other.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:col-span-2">
          Title
          <input className={inputClasses()} value={title} maxLength={200} required onChange={(event) => setTitle(event.target.value)} />
        </label>
        {blueprint.kind === 'test' ? (
          <>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
              Test series
              <select className={inputClasses()} value={seriesId} onChange={(event) => setSeriesId(event.target.value)}>
                <option value="">Choose a series…</option>
                {(series.data ?? []).map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.title} ({entry.exam})
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
              What it is
              <select className={inputClasses()} value={scope} onChange={(event) => setScope(event.target.value as keyof typeof SCOPE_WORDS)}>
                {Object.entries(SCOPE_WORDS).map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
              Level
              <select className={inputClasses()} value={difficulty} onChange={(event) => setDifficulty(event.target.value as Difficulty)}>
                {Object.entries(difficultyLabels).map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          <>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
              Opens (India time)
              <input type="datetime-local" className={inputClasses()} value={opensAt} onChange={(event) => setOpensAt(event.target.value)} />
            </label>
            <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
              Closes (India time)
              <input type="datetime-local" className={inputClasses()} value={closesAt} onChange={(event) => setClosesAt(event.target.value)} />
            </label>
          </>
        )}
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
          Time limit (minutes)
          <input
            type="number"
            min={1}
            max={600}
            className={inputClasses()}
            value={minutes}
            onChange={(event) => setMinutes(Math.max(1, Math.min(600, Math.trunc(Number(event.target.value)) || 1)))}
          />
        </label>
      </div>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={save.isPending || questionIds.length === 0}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Saving…' : 'Save as draft'}
        </Button>
      </div>
    </form>
  );
}
