import { CircleAlert, CircleCheck } from 'lucide-react';
import type { PaperScope } from '../../../../shared/exam/paper-exam.ts';
import { useExamProfiles } from '../api.ts';
import { SCOPE_LABELS } from './exam-profile-fields.tsx';

interface ProfileFitPanelProps {
  kind: 'test' | 'quiz';
  profileCode: string;
  /** a test's part of its exam; a weekly quiz has none */
  scope: PaperScope | null;
  /** what differs from the profile, as the server last read the saved paper */
  differences: string[];
}

/**
 * The exam a paper is set for and whether it is what that exam's profile says (issue 42), as the
 * server checks it at publishing: the author sees what to change before a master presses Publish.
 */
export function ProfileFitPanel({ kind, profileCode, scope, differences }: ProfileFitPanelProps) {
  const profiles = useExamProfiles();
  const listed = profiles.data?.map((entry) => entry.profile) ?? [];
  const profile = listed.find((one) => one.code === profileCode);
  // a sitting's paper is set for both papers of it
  const partner = scope === 'sitting' && profile?.sitsWith ? listed.find((one) => one.code === profile.sitsWith) : undefined;
  const name = profile ? (partner ? `${profile.name.en} and ${partner.name.en}` : profile.name.en) : profileCode;
  const fits = differences.length === 0;
  return (
    <section
      aria-labelledby="profile-fit-title"
      className={fits ? 'rounded-2xl bg-white p-5 ring-1 ring-slate-200' : 'rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200'}
    >
      <h2 id="profile-fit-title" className="flex items-start gap-2 text-base font-semibold text-navy-900">
        {fits ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        ) : (
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        )}
        {fits ? `Matches ${name}` : `Not yet what ${name} is`}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {scope ? `${SCOPE_LABELS[scope]}. ` : ''}
        {fits
          ? `Learners are told this exam's rules before they start.`
          : `The ${kind === 'quiz' ? 'weekly quiz' : 'test'} is published only once it matches. Change what is listed, or the exam profile and part of the exam in the settings.`}
      </p>
      {fits ? null : (
        <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-sm text-amber-950">
          {differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
