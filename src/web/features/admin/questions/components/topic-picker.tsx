import type { TopicNode } from '../../../../../shared/api/admin-taxonomy.ts';
import { treeExamOf } from '../../../../../shared/taxonomy.ts';
import { Field, fieldDescription, inputClasses } from '../../ui/fields.tsx';
import { useTaxonomy } from '../../api.ts';
import { pathOf } from '../../ui/topic-tree.ts';

interface TopicPickerProps {
  /** the node chosen, '' for none */
  value: string;
  /** the question's exam: its tree is offered (every tree for a question without one) */
  exam: string;
  disabled: boolean;
  error: string | null;
  onChange: (topicId: string) => void;
}

// a select cannot nest groups: the level shows as an indent
const indent = (node: TopicNode) => `${'\u2003'.repeat(node.depth)}${node.name}`;

/** Where the question sits in the syllabus tree: a node of its exam's tree, or none ('Not placed'). */
export function TopicPicker({ value, exam, disabled, error, onChange }: TopicPickerProps) {
  const taxonomy = useTaxonomy();
  const trees = taxonomy.data?.trees ?? [];
  const treeName = treeExamOf(
    exam,
    trees.map((tree) => tree.exam),
  );
  const offered = treeName === null ? trees : trees.filter((tree) => tree.exam === treeName);
  const allNodes = trees.flatMap((tree) => tree.nodes);
  const chosen = allNodes.find((node) => node.id === value);
  const outside = chosen && !offered.some((tree) => tree.exam === chosen.exam) ? chosen : null;
  const id = 'question-topic';

  let hint: string;
  if (taxonomy.isError) hint = 'The syllabus tree could not be loaded; the question keeps its place.';
  else if (outside) hint = `“${outside.name}” is in the ${outside.exam} tree, not this exam’s: pick a topic from the ${treeName} tree.`;
  else if (treeName !== null && offered.length === 0) hint = `There is no ${treeName} tree yet: a master can start one on the Syllabus tree page.`;
  else if (chosen) hint = pathOf(allNodes, chosen.id).join(' › ');
  else hint = 'Subject, topic or subtopic of the syllabus. The bank counts and filters by it.';

  return (
    <Field id={id} label="Topic" hint={hint} error={error}>
      <select
        id={id}
        value={value}
        disabled={disabled || !taxonomy.data}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || outside ? true : undefined}
        aria-describedby={fieldDescription(id, error)}
        className={inputClasses(Boolean(error || outside))}
      >
        <option value="">{taxonomy.data ? 'Not placed' : 'Loading the syllabus tree…'}</option>
        {outside ? <option value={outside.id}>{`${outside.name} (${outside.exam} tree)`}</option> : null}
        {offered.map((tree) =>
          offered.length > 1 ? (
            <optgroup key={tree.exam} label={tree.exam}>
              {tree.nodes.map((node) => (
                <option key={node.id} value={node.id}>
                  {indent(node)}
                </option>
              ))}
            </optgroup>
          ) : (
            tree.nodes.map((node) => (
              <option key={node.id} value={node.id}>
                {indent(node)}
              </option>
            ))
          ),
        )}
      </select>
    </Field>
  );
}
