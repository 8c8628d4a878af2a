import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { normaliseTags, TAG_MAX, TAGS_PER_QUESTION_MAX } from '../../../../../shared/taxonomy.ts';
import { inputClasses } from '../../ui/fields.tsx';

interface TagsInputProps {
  tags: string[];
  /** the bank's tags, offered as the author types */
  suggestions: readonly string[];
  disabled: boolean;
  error: string | null;
  onChange: (tags: string[]) => void;
}

/** Free tags beside the tree: typed and added with Enter or a comma, each removable; each once, whatever its case. */
export function TagsInput({ tags, suggestions, disabled, error, onChange }: TagsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const full = tags.length >= TAGS_PER_QUESTION_MAX;

  const add = () => {
    const tag = text.trim();
    if (tag === '' || full) return;
    onChange(normaliseTags([...tags, tag]));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Tags
      </label>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags of this question">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900 ring-1 ring-brand-200">
              {tag}
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove the tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="grid size-5 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={text}
        disabled={disabled || full}
        maxLength={TAG_MAX}
        list={`${id}-list`}
        autoComplete="off"
        placeholder={full ? `${TAGS_PER_QUESTION_MAX} tags: the most a question takes` : 'e.g. PYQ 2021, numerical'}
        onChange={(event) => setText(event.target.value.replace(',', ''))}
        onKeyDown={onKeyDown}
        onBlur={add}
        aria-describedby={`${id}-hint`}
        className={inputClasses(Boolean(error))}
      />
      <datalist id={`${id}-list`}>
        {suggestions
          .filter((tag) => !tags.some((own) => own.toLowerCase() === tag.toLowerCase()))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Enter or a comma adds a tag; the bank filters by them.
      </p>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
