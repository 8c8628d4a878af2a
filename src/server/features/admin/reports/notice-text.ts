// What a reporter is told when a master resolves their report: the outcome, in a learner's words,
// with the master's own answer quoted. Markdown, as every notice body.
import { reportReasonShortLabels, type ReportReason } from '../../../../shared/api/question-reports.ts';
import type { ReportResolution } from '../../../../shared/api/admin-reports.ts';

export interface ReportedIn {
  /** the paper's title, when the report named an attempt */
  paperTitle: string | null;
  /** 1-based, as the result numbers the question */
  questionNumber: number | null;
}

const titles: Record<ReportResolution, string> = {
  answered: 'Your report on a question was answered',
  edited: 'A question you reported has been corrected',
  regraded: 'A question you reported has been regraded',
};

/** Each line of the master's words as a Markdown quote, so it reads as theirs. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');

function whichQuestion({ paperTitle, questionNumber }: ReportedIn): string {
  const question = questionNumber ? `question ${questionNumber}` : 'a question';
  return paperTitle ? `${question} of **${paperTitle}**` : question;
}

function outcome(resolution: ReportResolution, version: number | null): string {
  if (resolution === 'edited') {
    return `We have corrected the question${version ? ` (it is now version ${version})` : ''}. Thank you for telling us.`;
  }
  if (resolution === 'regraded') {
    return 'We have regraded the paper: every attempt was marked again with the correction, so your score and rank may have changed. Thank you for telling us.';
  }
  return 'A reviewer looked into it and answered:';
}

export function reportNotice(
  { resolution, response, version }: { resolution: ReportResolution; response: string; version: number | null },
  reason: ReportReason,
  reportedIn: ReportedIn,
): { title: string; body: string } {
  const opening = `You reported ${whichQuestion(reportedIn)} (${reportReasonShortLabels[reason].toLowerCase()}).`;
  const parts = [opening, outcome(resolution, version)];
  if (response) parts.push(resolution === 'answered' ? quoted(response) : `The reviewer adds:\n\n${quoted(response)}`);
  return { title: titles[resolution], body: parts.join('\n\n') };
}
