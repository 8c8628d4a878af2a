import { Calculator, Clock, Copy, Languages, ListChecks, MinusCircle, PencilLine, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { can } from '../../../../../shared/admin-permissions.ts';
import type { AdminExamProfile } from '../../../../../shared/api/admin-exams.ts';
import { sectionTotals, type ExamProfile, type ProfileSection, type VoidRule } from '../../../../../shared/exam/profiles.ts';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { Button } from '../../../../components/button.tsx';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { useExamProfiles } from '../api.ts';
import { CopyProfileForm, ProfileJsonForm, ProfileTextsForm } from '../components/profile-editors.tsx';

const VOID_RULE_WORDS: Record<VoidRule, string> = {
  everyone: 'Full marks to every candidate',
  attempted: 'Full marks to those who attempted it',
};

const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi' } as const;

/** 1/3 as a fraction, any other share as a percentage. */
function shareWords(share: number): string {
  if (share === 0) return 'nothing';
  if (Math.abs(share - 1 / 3) < 1e-9) return 'a third of its marks';
  if (Math.abs(share - 2 / 3) < 1e-9) return 'two thirds of its marks';
  return `${Math.round(share * 10_000) / 100}% of its marks`;
}

const minutes = (seconds: number) => `${Math.round(seconds / 60)} minutes`;

/** '5 × 1 + 5 × 2' */
const marksMix = (section: ProfileSection) =>
  Object.entries(section.byMarks)
    .map(([worth, count]) => `${count} × ${worth}`)
    .join(' + ');

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-100">
      <span aria-hidden="true" className="mt-0.5 text-brand-600">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{term}</dt>
        <dd className="mt-0.5 text-sm text-navy-900">{children}</dd>
      </div>
    </div>
  );
}

function SittingWords({ entry, all }: { entry: AdminExamProfile; all: AdminExamProfile[] }) {
  const { profile } = entry;
  const partner = profile.sitsWith ? all.find((other) => other.profile.code === profile.sitsWith) : undefined;
  if (!partner) return <>{minutes(profile.seconds)}</>;
  return (
    <>
      {minutes(profile.seconds)} of its own; sat with {partner.profile.name.en} without a break, {minutes(entry.sittingSeconds)} together
    </>
  );
}

type Editing = 'texts' | 'rules' | 'copy' | null;

/** A god's buttons: the texts of any profile, the rules of a copy, and a copy of any. */
function GodActions({ entry, editing, onEdit }: { entry: AdminExamProfile; editing: Editing; onEdit: (next: Editing) => void }) {
  const name = entry.profile.name.en;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={editing === 'texts'}
        aria-label={`Edit the texts of ${name}`}
        onClick={() => onEdit(editing === 'texts' ? null : 'texts')}
      >
        <PencilLine aria-hidden="true" className="size-4" />
        Edit texts
      </Button>
      {entry.shipped ? null : (
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={editing === 'rules'}
          aria-label={`Edit the rules of ${name}`}
          onClick={() => onEdit(editing === 'rules' ? null : 'rules')}
        >
          <PencilLine aria-hidden="true" className="size-4" />
          Edit rules
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={editing === 'copy'}
        aria-label={`Copy ${name}`}
        onClick={() => onEdit(editing === 'copy' ? null : 'copy')}
      >
        <Copy aria-hidden="true" className="size-4" />
        Copy as a new profile
      </Button>
    </div>
  );
}

function ProfileCard({ entry, all, god }: { entry: AdminExamProfile; all: AdminExamProfile[]; god: boolean }) {
  const { profile, totals } = entry;
  const headingId = `exam-${profile.code}`;
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-navy-900">
            {profile.name.en}
          </h2>
          <p lang="hi" className="text-sm text-slate-600">
            {profile.name.hi}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 ring-1 ring-brand-200">{profile.family}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{profile.paperCode}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-mono text-slate-700">{profile.code}</span>
          <span
            className={
              entry.shipped
                ? 'rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-emerald-200'
                : 'rounded-full bg-amber-50 px-2.5 py-1 text-amber-900 ring-1 ring-amber-200'
            }
          >
            {entry.shipped ? `Shipped (seed ${entry.seedVersion})` : 'Added by a god'}
          </span>
        </div>
      </div>

      <dl className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Fact icon={<ListChecks className="size-4" />} term="Paper">
          {totals.questions} questions, {totals.marks} marks; {profile.questionTypes.join(', ')}
        </Fact>
        <Fact icon={<Clock className="size-4" />} term="Time">
          <SittingWords entry={entry} all={all} />
        </Fact>
        <Fact icon={<MinusCircle className="size-4" />} term="A wrong answer costs">
          {profile.questionTypes.map((type) => `${type}: ${shareWords(profile.wrongShare[type] ?? 0)}`).join('; ')}
          {'; no partial marks'}
        </Fact>
        <Fact icon={<Calculator className="size-4" />} term="Calculator">
          {profile.calculator ? 'The virtual scientific calculator' : 'None'}
        </Fact>
        <Fact icon={<Languages className="size-4" />} term="Languages">
          {profile.languages.map((language) => LANGUAGE_NAMES[language]).join(' and ')}
        </Fact>
        <Fact icon={<Undo2 className="size-4" />} term="A dropped question gives">
          {VOID_RULE_WORDS[profile.voidRule]}
        </Fact>
      </dl>

      <div className="mt-5 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Sections of {profile.name.en}</caption>
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Section
              </th>
              <th scope="col" className="py-2 pr-3">
                Key
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Questions
              </th>
              <th scope="col" className="py-2 pr-3">
                Questions × marks
              </th>
              <th scope="col" className="py-2 text-right">
                Marks
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {profile.sections.map((section) => {
              const sums = sectionTotals(section);
              return (
                <tr key={section.key}>
                  <th scope="row" className="py-2 pr-3 font-medium text-navy-900">
                    {section.name.en}
                    <span lang="hi" className="block text-xs font-normal text-slate-500">
                      {section.name.hi}
                    </span>
                  </th>
                  <td className="py-2 pr-3 font-mono text-slate-700">{section.key}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{sums.questions}</td>
                  <td className="py-2 pr-3 text-slate-700 tabular-nums">{marksMix(section)}</td>
                  <td className="py-2 text-right font-semibold tabular-nums">{sums.marks}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <details className="group mt-4 rounded-xl ring-1 ring-slate-200">
        <summary className="cursor-pointer rounded-xl px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-slate-50">
          Instructions, in English and Hindi
        </summary>
        <div className="grid gap-4 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 md:grid-cols-2">
          <InstructionList profile={profile} language="en" />
          <InstructionList profile={profile} language="hi" />
        </div>
      </details>

      {entry.editedAt ? (
        <p className="mt-3 text-xs text-slate-500">
          Last changed {formatDate(entry.editedAt)}
          {entry.editedBy ? ` by ${entry.editedBy}` : ''}
        </p>
      ) : null}

      {god ? <GodActions entry={entry} editing={editing} onEdit={setEditing} /> : null}
      {editing === 'texts' ? <ProfileTextsForm entry={entry} onDone={() => setEditing(null)} /> : null}
      {editing === 'rules' ? <ProfileJsonForm entry={entry} onDone={() => setEditing(null)} /> : null}
      {editing === 'copy' ? <CopyProfileForm entry={entry} onDone={() => setEditing(null)} /> : null}
    </section>
  );
}

function InstructionList({ profile, language }: { profile: ExamProfile; language: 'en' | 'hi' }) {
  return (
    <div lang={language}>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{LANGUAGE_NAMES[language]}</h3>
      <ol className="list-decimal space-y-1.5 pl-5">
        {profile.instructions[language].map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ol>
    </div>
  );
}

/** /admin/exams: each exam paper's own rules, for every admin to read; a god edits texts and adds copies. */
export function ExamProfilesPage() {
  usePrivatePageTitle('Exam profiles');
  const list = useExamProfiles();
  const god = can(useAdminUser().role, 'exams.edit');
  return (
    <div>
      <AdminPageHeader
        title="Exam profiles"
        lead="Each exam paper's own rules as Prepverse keeps them: its sections, question types, marking, calculator, languages, instructions, time, and what a dropped question gives."
      />
      {list.isPending ? (
        <LoadingBlock label="Loading the exam profiles…" />
      ) : list.isError ? (
        <ErrorBlock title="We could not load the exam profiles" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-5">
          {list.data.map((entry) => (
            <ProfileCard key={entry.profile.code} entry={entry} all={list.data} god={god} />
          ))}
        </div>
      )}
    </div>
  );
}
