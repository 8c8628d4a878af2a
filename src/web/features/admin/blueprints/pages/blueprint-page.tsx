import { Plus, Shuffle, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { can } from '../../../../../shared/admin-permissions.ts';
import { blueprintOfProfile, type Assembly, type BlueprintInput, type BlueprintPick } from '../../../../../shared/api/admin-blueprints.ts';
import type { ExamProfile } from '../../../../../shared/exam/profiles.ts';
import { Button } from '../../../../components/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../../components/page-state.tsx';
import { usePrivatePageTitle } from '../../../../lib/page-meta.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { useAdminUser } from '../../shell/admin-area.tsx';
import { useAlternatives, useAssemble, useBlueprint, useDeleteBlueprint, useExamProfiles, useSaveBlueprint, useTaxonomy } from '../api.ts';
import { AssemblyView } from '../components/assembly-view.tsx';
import { DraftForm } from '../components/draft-form.tsx';
import { PartFields } from '../components/part-fields.tsx';

/** /admin/blueprints/new and /admin/blueprints/:blueprintId: a blueprint, what it assembles, and the draft it makes. */
export function BlueprintPage() {
  const { blueprintId } = useParams();
  const kept = useBlueprint(blueprintId);
  const profiles = useExamProfiles();
  const taxonomy = useTaxonomy();
  usePrivatePageTitle(kept.data?.blueprint.name ?? 'New blueprint');

  if (profiles.isError || taxonomy.isError || kept.isError) {
    return <ErrorBlock message={(profiles.error ?? taxonomy.error ?? kept.error)?.message} />;
  }
  if (!profiles.data || !taxonomy.data || (blueprintId !== undefined && !kept.data)) return <LoadingBlock />;
  const all = profiles.data.map((entry) => entry.profile);
  const start = kept.data?.blueprint ?? blueprintOfProfile(all[0]!);
  return <BlueprintEditor key={blueprintId ?? 'new'} id={blueprintId} start={start} profiles={all} trees={taxonomy.data.trees} />;
}

interface EditorProps {
  id: string | undefined;
  start: BlueprintInput;
  profiles: ExamProfile[];
  trees: NonNullable<ReturnType<typeof useTaxonomy>['data']>['trees'];
}

function BlueprintEditor({ id, start, profiles, trees }: EditorProps) {
  const user = useAdminUser();
  const navigate = useNavigate();
  const mayAssemble = can(user.role, 'papers.assemble');
  const [blueprint, setBlueprint] = useState(start);
  const [assembly, setAssembly] = useState<Assembly | null>(null);
  const [seed, setSeed] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveBlueprint(id);
  const remove = useDeleteBlueprint();
  const assemble = useAssemble();
  const alternatives = useAlternatives();

  const profile = profiles.find((entry) => entry.code === blueprint.profileCode) ?? profiles[0]!;
  const nodes = trees.find((tree) => tree.exam === profile.family)?.nodes ?? [];
  const change = (next: BlueprintInput) => {
    setBlueprint(next);
    setSaved(null);
  };
  const setSection = (key: string, parts: BlueprintInput['sections'][number]['parts']) =>
    change({ ...blueprint, sections: blueprint.sections.map((section) => (section.key === key ? { ...section, parts } : section)) });

  const run = (nextSeed: number) => {
    setSeed(nextSeed);
    assemble.mutate({ blueprint, seed: nextSeed }, { onSuccess: setAssembly });
  };
  const picksInOrder = (current: Assembly) => current.sections.flatMap((section) => section.parts.flatMap((part) => part.picks.map((pick) => pick.id)));
  const swap = (section: number, part: number, pick: number, replacement: BlueprintPick) =>
    setAssembly((current) => {
      if (!current) return current;
      const next = structuredClone(current);
      next.sections[section]!.parts[part]!.picks[pick] = replacement;
      return next;
    });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={id ? blueprint.name : 'New blueprint'}
        back={{ to: adminPaths.blueprints(), label: 'Blueprints' }}
        lead="Per section of the exam: how many questions of which marks, from which syllabus nodes, at which level. Assembly takes only reviewed questions, never one of an open or coming weekly quiz."
        actions={
          mayAssemble ? (
            <>
              {id ? (
                <Button variant="ghost" disabled={remove.isPending} onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              ) : null}
              <Button
                variant="secondary"
                disabled={save.isPending}
                onClick={() =>
                  save.mutate(blueprint, {
                    onSuccess: (kept) => {
                      setSaved('Blueprint saved.');
                      if (!id) void navigate(adminPaths.blueprint(kept.id), { replace: true });
                    },
                  })
                }
              >
                {save.isPending ? 'Saving…' : 'Save blueprint'}
              </Button>
              <Button disabled={assemble.isPending} onClick={() => run(seed)}>
                <Wand2 aria-hidden="true" className="size-4" />
                {assemble.isPending ? 'Assembling…' : 'Assemble'}
              </Button>
            </>
          ) : null
        }
      />
      {id ? (
        <ConfirmDialog
          open={deleting}
          title="Delete this blueprint?"
          confirmLabel="Delete blueprint"
          destructive
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() => remove.mutate(id, { onSuccess: () => void navigate(adminPaths.blueprints()) })}
        >
          “{blueprint.name}” goes; the papers made with it stay as they are.
        </ConfirmDialog>
      ) : null}
      {save.error || assemble.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {(save.error ?? assemble.error)!.message}
        </p>
      ) : saved ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {saved}
        </p>
      ) : null}

      <section aria-label="The blueprint" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <fieldset disabled={!mayAssemble} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:col-span-2">
            Name
            <input className={inputClasses()} value={blueprint.name} maxLength={100} onChange={(event) => change({ ...blueprint, name: event.target.value })} />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800 sm:col-span-2">
            Exam profile
            <select
              className={inputClasses()}
              value={blueprint.profileCode}
              onChange={(event) => {
                const next = profiles.find((entry) => entry.code === event.target.value)!;
                change({ ...blueprintOfProfile(next, blueprint.kind), name: blueprint.name, excludeSeenWeeks: blueprint.excludeSeenWeeks });
                setAssembly(null);
              }}
            >
              {profiles.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name.en}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
            It makes
            <select
              className={inputClasses()}
              value={blueprint.kind}
              onChange={(event) => change({ ...blueprint, kind: event.target.value as BlueprintInput['kind'] })}
            >
              <option value="test">A test of a series</option>
              <option value="quiz">A weekly quiz</option>
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
            Leave out what learners met in the last
            <span className="flex items-center gap-2">
              <input
                type="number"
                min={0}
                max={104}
                className={inputClasses(false, 'w-24')}
                value={blueprint.excludeSeenWeeks}
                onChange={(event) => change({ ...blueprint, excludeSeenWeeks: Math.max(0, Math.min(104, Math.trunc(Number(event.target.value)) || 0)) })}
              />
              <span className="font-normal text-slate-600">weeks</span>
            </span>
          </label>
        </fieldset>

        {profile.sections.map((section) => {
          const parts = blueprint.sections.find((entry) => entry.key === section.key)?.parts ?? [];
          const mix = Object.entries(section.byMarks)
            .map(([marks, count]) => `${count} × ${marks} mark${marks === '1' ? '' : 's'}`)
            .join(' + ');
          return (
            <div key={section.key} className="mt-6">
              <h2 className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-1.5">
                <span className="font-semibold text-navy-900">
                  {section.name.en} ({section.key})
                </span>
                <span className="text-xs text-slate-600">In the exam: {mix}</span>
              </h2>
              <div className="mt-3 space-y-3">
                {parts.map((part, index) => (
                  <PartFields
                    key={index}
                    part={part}
                    index={index}
                    section={section}
                    types={profile.questionTypes}
                    nodes={nodes}
                    readOnly={!mayAssemble}
                    onChange={(next) =>
                      setSection(
                        section.key,
                        parts.map((entry, at) => (at === index ? next : entry)),
                      )
                    }
                    onRemove={() =>
                      setSection(
                        section.key,
                        parts.filter((_, at) => at !== index),
                      )
                    }
                  />
                ))}
                {parts.length === 0 ? <p className="text-sm text-slate-500">No part: this section adds nothing to the paper.</p> : null}
              </div>
              {mayAssemble ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="mt-2"
                  aria-label={`Add a part to ${section.name.en}`}
                  onClick={() => {
                    const marks = section.byMarks['2'] !== undefined ? 2 : 1;
                    const part = { marks: marks as 1 | 2, count: 1, topicIds: [], level: 'any' as const, types: [] };
                    const sections = blueprint.sections.some((entry) => entry.key === section.key)
                      ? blueprint.sections
                      : [...blueprint.sections, { key: section.key, parts: [] }];
                    change({
                      ...blueprint,
                      sections: sections.map((entry) => (entry.key === section.key ? { ...entry, parts: [...entry.parts, part] } : entry)),
                    });
                  }}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add a part
                </Button>
              ) : null}
            </div>
          );
        })}
      </section>

      {assembly ? (
        <>
          <div className="flex justify-end">
            <Button variant="secondary" disabled={assemble.isPending} onClick={() => run(seed + 1)}>
              <Shuffle aria-hidden="true" className="size-4" />
              Assemble again
            </Button>
          </div>
          <AssemblyView
            assembly={assembly}
            nodes={nodes}
            loadAlternatives={(section, part) => alternatives.mutateAsync({ blueprint, section, part, exclude: picksInOrder(assembly) })}
            onSwap={swap}
          />
          <DraftForm key={`${seed}`} blueprint={blueprint} profile={profile} assembly={assembly} questionIds={picksInOrder(assembly)} />
        </>
      ) : null}
    </div>
  );
}
