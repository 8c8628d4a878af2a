// A question's versions as the editor tells them: what each changed, read side by side with the
// version before it, and which versions the papers that keep theirs are serving (docs/decisions/029).
import type { QuestionUse, QuestionVersion, VersionChange } from '../../../../shared/api/admin-questions.ts';
import { keyLabel, optionLetter } from '../../../../shared/exam/answer-key.ts';

export const changeLabels: Record<VersionChange, string> = {
  text: 'Text',
  image: 'Figure',
  options: 'Options',
  key: 'Key',
  explanation: 'Explanation',
  marks: 'Marks',
  section: 'Section',
  type: 'Type',
  remarks: 'Remarks',
  hindi: 'Hindi version',
};

export interface VersionDiffRow {
  part: VersionChange;
  label: string;
  before: string;
  after: string;
}

const typeNames = { MCQ: 'Single choice (MCQ)', MSQ: 'Multiple select (MSQ)', NAT: 'Numerical answer (NAT)' } as const;

/** Each part of a version in words a person compares: the options lettered, the key as the result view names it. */
export function partText(version: QuestionVersion, part: VersionChange): string {
  switch (part) {
    case 'text':
      return version.text;
    case 'image':
      return version.image ? `Figure ${version.image}` : 'No figure';
    case 'options':
      return version.options.length === 0
        ? 'No options (a numerical answer)'
        : version.options.map((option, index) => `${optionLetter(index)}. ${option.text}${option.image ? ' [figure]' : ''}`).join('\n');
    case 'key':
      return keyLabel(version.key);
    case 'explanation':
      return [version.explanation || 'No explanation', version.explanationImage ? `Figure ${version.explanationImage}` : null].filter(Boolean).join('\n');
    case 'marks':
      return `${version.marks} ${version.marks === 1 ? 'mark' : 'marks'}`;
    case 'section':
      return version.section;
    case 'type':
      return typeNames[version.type];
    case 'remarks':
      return version.remarks ?? 'None';
    case 'hindi':
      return version.hindi
        ? [
            version.hindi.text,
            ...version.hindi.options.map((option, index) => `${optionLetter(index)}. ${option.text}`),
            version.hindi.explanation || 'No explanation',
          ].join('\n')
        : 'No Hindi version';
  }
}

/** What the version changed, each part before and after; null for the first version, which changed nothing. */
export function versionDiff(version: QuestionVersion, previous: QuestionVersion | undefined): VersionDiffRow[] | null {
  if (!previous) return null;
  return version.changed.map((part) => ({ part, label: changeLabels[part], before: partText(previous, part), after: partText(version, part) }));
}

/** The versions that published or started papers serve, lowest first: they keep them through an edit. */
export function keptVersions(usedIn: readonly QuestionUse[]): number[] {
  return [...new Set(usedIn.filter((use) => use.live).map((use) => use.version))].sort((a, b) => a - b);
}

const listOf = (versions: number[]) =>
  versions.length === 1 ? `version ${versions[0]}` : `versions ${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;

/** 'Published or started papers keep serving version 1; this edit makes version 3.' */
export function keptVersionsSentence(usedIn: readonly QuestionUse[], current: number): string {
  const kept = keptVersions(usedIn);
  return `Published or started papers keep serving ${listOf(kept)}; this edit makes version ${current + 1}.`;
}
