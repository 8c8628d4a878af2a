import { AlertTriangle, ArrowLeftRight, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { Assembly, BlueprintPick } from '../../../../../shared/api/admin-blueprints.ts';
import type { TopicNode } from '../../../../../shared/api/admin-taxonomy.ts';
import { Button } from '../../../../components/button.tsx';
import { Markdown } from '../../../../components/markdown.tsx';
import { excerptOf } from '../../ui/excerpt.ts';
import { partWords } from './part-fields.tsx';

type Counted = Assembly['picked'];

/** A question's first lines, its formulas as the learner sees them, wrapping. */
const Excerpt = ({ text }: { text: string }) => (
  <Markdown inline className="block text-sm break-words text-slate-900">
    {excerptOf(text, 160)}
  </Markdown>
);

/** '61 of 65 questions, 95 of 100 marks' */
const against = (picked: Counted, wanted: Counted) => `${picked.questions} of ${wanted.questions} questions, ${picked.marks} of ${wanted.marks} marks`;

function PickFacts({ pick }: { pick: BlueprintPick }) {
  const level = pick.level
    ? pick.measured && pick.facility !== null
      ? `${pick.level}: ${Math.round(pick.facility * 100)}% right`
      : `${pick.level} (author's word)`
    : 'level not known';
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
      <span>
        {pick.type}, {pick.marks} mark{pick.marks === 1 ? '' : 's'}
      </span>
      {pick.topic ? <span>{pick.topic}</span> : null}
      <span>{level}</span>
      <span>{pick.inPapers === 0 ? 'in no paper yet' : `in ${pick.inPapers} paper${pick.inPapers === 1 ? '' : 's'}`}</span>
    </p>
  );
}

interface AssemblyViewProps {
  assembly: Assembly;
  nodes: readonly TopicNode[];
  /** asks for what could take a pick's place in a part */
  loadAlternatives: (section: string, part: number) => Promise<BlueprintPick[]>;
  onSwap: (section: number, part: number, pick: number, replacement: BlueprintPick) => void;
}

interface Swapping {
  key: string;
  choices: BlueprintPick[] | null;
  error: string | null;
}

/** What assembly picked, part by part, beside the blueprint's totals and the profile's; each pick can be swapped. */
export function AssemblyView({ assembly, nodes, loadAlternatives, onSwap }: AssemblyViewProps) {
  const [swapping, setSwapping] = useState<Swapping | null>(null);

  const startSwap = (key: string, section: string, part: number) => {
    if (swapping?.key === key) return setSwapping(null);
    setSwapping({ key, choices: null, error: null });
    loadAlternatives(section, part).then(
      (choices) => setSwapping((now) => (now?.key === key ? { key, choices, error: null } : now)),
      (error: Error) => setSwapping((now) => (now?.key === key ? { key, choices: [], error: error.message } : now)),
    );
  };

  let number = 0;
  return (
    <section aria-labelledby="assembly-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="assembly-heading" className="text-lg font-semibold text-navy-900">
        What assembly picked
      </h2>
      <p className={assembly.complete ? 'mt-2 flex items-start gap-2 text-sm text-emerald-800' : 'mt-2 flex items-start gap-2 text-sm text-amber-800'}>
        {assembly.complete ? (
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>
          {against(assembly.picked, assembly.wanted)} the blueprint asks for
          {assembly.complete ? '.' : ': some parts could not be filled, as said below.'} The profile&apos;s whole paper holds {assembly.profile.questions}{' '}
          questions, {assembly.profile.marks} marks.
        </span>
      </p>
      {assembly.sections.map((section, sectionIndex) => (
        <div key={section.key} className="mt-5">
          <h3 className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-1.5">
            <span className="font-semibold text-navy-900">
              {section.name} ({section.key})
            </span>
            <span className="text-xs text-slate-600">
              {against(section.picked, section.wanted)} · profile: {section.profile.questions} questions, {section.profile.marks} marks
            </span>
          </h3>
          {section.parts.map((part, partIndex) => (
            <div key={partIndex} className="mt-3">
              <p className="text-sm font-medium text-slate-800">{partWords(part.part, nodes)}</p>
              {part.shortfall ? (
                <p role="note" className="mt-1.5 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {part.shortfall.message}
                </p>
              ) : null}
              <ol className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
                {part.picks.map((pick, pickIndex) => {
                  number += 1;
                  const key = `${sectionIndex}.${partIndex}.${pickIndex}`;
                  const open = swapping?.key === key;
                  return (
                    <li key={pick.id} className="px-3 py-2.5">
                      <div className="flex items-start gap-3">
                        <span className="w-7 shrink-0 pt-0.5 text-right text-sm font-semibold text-slate-500 tabular-nums">{number}.</span>
                        <div className="min-w-0 flex-1">
                          <Excerpt text={pick.text} />
                          <PickFacts pick={pick} />
                        </div>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-expanded={open}
                          aria-label={`Swap question ${number}`}
                          onClick={() => startSwap(key, section.key, partIndex)}
                        >
                          <ArrowLeftRight aria-hidden="true" className="size-4" />
                          Swap
                        </Button>
                      </div>
                      {open ? (
                        <div className="mt-2 ml-10 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
                          {swapping.error ? (
                            <p role="alert" className="text-sm text-red-700">
                              {swapping.error}
                            </p>
                          ) : swapping.choices === null ? (
                            <p role="status" className="text-sm text-slate-600">
                              Finding questions that fit this part…
                            </p>
                          ) : swapping.choices.length === 0 ? (
                            <p className="text-sm text-slate-600">No other reviewed question fits this part.</p>
                          ) : (
                            <ul className="divide-y divide-slate-200">
                              {swapping.choices.map((choice) => (
                                <li key={choice.id} className="flex items-start gap-3 py-2">
                                  <div className="min-w-0 flex-1">
                                    <Excerpt text={choice.text} />
                                    <PickFacts pick={choice} />
                                  </div>
                                  <Button
                                    size="sm"
                                    onClick={() => {
                                      onSwap(sectionIndex, partIndex, pickIndex, choice);
                                      setSwapping(null);
                                    }}
                                  >
                                    Use this
                                  </Button>
                                </li>
                              ))}
                            </ul>
                          )}
                        </div>
                      ) : null}
                    </li>
                  );
                })}
                {part.picks.length === 0 ? <li className="px-3 py-2.5 text-sm text-slate-500">Nothing picked for this part.</li> : null}
              </ol>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
