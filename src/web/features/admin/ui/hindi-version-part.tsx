// 'Add Hindi version' for what admins write for learners (a series, a notification; issue 30): closed
// until added, the English stays required, and learners whose interface reads Hindi see the Hindi.
import type { ReactNode } from 'react';
import { Languages, Trash2 } from 'lucide-react';
import { Button } from '../../../components/button.tsx';

export function HindiVersionPart({
  open,
  what,
  onAdd,
  onRemove,
  disabled,
  children,
}: {
  /** whether the item has a Hindi version (its texts are shown) */
  open: boolean;
  /** what is translated, in a sentence: 'the title and description' */
  what: string;
  onAdd: () => void;
  onRemove: () => void;
  disabled: boolean;
  /** the Hindi texts' fields */
  children: ReactNode;
}) {
  return (
    <section aria-label="Hindi version" className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {open ? (
            <>
              <span className="font-medium text-navy-900">English and Hindi.</span> Learners whose site reads Hindi see {what} in Hindi.
            </>
          ) : (
            <>
              <span className="font-medium text-navy-900">English only.</span> Add {what} in Hindi for learners who read the site in Hindi.
            </>
          )}
        </p>
        {disabled ? null : open ? (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove Hindi version
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={onAdd}>
            <Languages aria-hidden="true" className="size-4" />
            Add Hindi version
          </Button>
        )}
      </div>
      {open ? children : null}
    </section>
  );
}
