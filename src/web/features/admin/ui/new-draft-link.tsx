import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { can } from '../../../../shared/admin-permissions.ts';
import { buttonClasses } from '../../../components/button.tsx';
import { useAdminUser } from '../shell/admin-area.tsx';

/** A list page's 'New …' button, shown to the roles that may create drafts. */
export function NewDraftLink({ to, size = 'md', children }: { to: string; size?: 'sm' | 'md'; children: ReactNode }) {
  const { role } = useAdminUser();
  if (!can(role, 'draft.create')) return null;
  return (
    <Link to={to} className={buttonClasses('primary', size)}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
