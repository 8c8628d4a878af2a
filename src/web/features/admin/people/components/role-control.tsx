import { useId, useState } from 'react';
import { roles, type Role } from '../../../../../shared/roles.ts';
import { Button } from '../../../../components/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { inputClasses } from '../../ui/fields.tsx';
import { useAssignRole } from '../api.ts';

/** A god changes someone else's role, after confirming; the server refuses demoting the last god. */
export function RoleControl({ userId, name, role }: { userId: string; name: string; role: Role }) {
  const [chosen, setChosen] = useState<Role>(role);
  const [confirming, setConfirming] = useState(false);
  const assign = useAssignRole(userId);
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Role
        </label>
        <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value as Role)} className={inputClasses(false, 'mt-1 w-40 capitalize')}>
          {roles.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <Button size="sm" variant="secondary" disabled={chosen === role || assign.isPending} onClick={() => setConfirming(true)}>
        Change role
      </Button>
      {assign.isError ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {assign.error.message}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Make ${name} a ${chosen}?`}
        confirmLabel={`Make ${chosen}`}
        busy={assign.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => assign.mutate(chosen, { onSettled: () => setConfirming(false), onError: () => setChosen(role) })}
      >
        <p>
          The change holds from their next request and is written to the audit log. Today they are a <strong>{role}</strong>.
        </p>
      </ConfirmDialog>
    </div>
  );
}
