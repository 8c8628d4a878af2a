// @vitest-environment jsdom
// Issue 39: an entry names its actor and its subject as the entry stored them, so a deleted account
// is still named (and said to be deleted), and a renamed one shows its name then and now.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuditEntryView } from '../../../../../shared/api/audit.ts';
import { AuditEntryList } from './audit-entry-list.tsx';

afterEach(cleanup);

const entry: AuditEntryView = {
  id: 7,
  at: '2026-11-20T06:30:00.000Z',
  actor: { id: 'a1', name: 'Meera Nair', email: 'meera@example.com', deleted: true, now: null },
  subject: { id: 'u1', name: 'Vikram Seth', email: 'vikram@example.com', deleted: false, now: { name: 'Vikram S.', email: 'vs@example.com' } },
  action: 'role.assign',
  entity: 'user',
  entityId: 'u1',
  entityName: 'Vikram S.',
  target: { page: 'person', id: 'u1', parentId: null },
  changes: [{ field: 'Role', kind: 'changed', before: 'learner', after: 'creator', text: null }],
};

describe('an audit entry on screen', () => {
  it('names a deleted actor as the entry stored them, and the subject as then and now', () => {
    render(
      <MemoryRouter>
        <AuditEntryList entries={[entry]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Meera Nair')).toBeTruthy();
    expect(screen.getByText('meera@example.com')).toBeTruthy();
    expect(screen.getByText('(account deleted since)')).toBeTruthy();
    expect(screen.getByText('Vikram Seth')).toBeTruthy();
    expect(screen.getByText('(now Vikram S., vs@example.com)')).toBeTruthy();
    expect(screen.queryByText('the system')).toBeNull();
  });

  it('says the system made a change that has no actor', () => {
    render(
      <MemoryRouter>
        <AuditEntryList entries={[{ ...entry, actor: null, subject: null }]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('the system')).toBeTruthy();
    expect(screen.queryByText('About:')).toBeNull();
  });

  it("says when in India time with its zone, whatever the computer's zone (issue 44)", () => {
    // 20:00 UTC is 1:30 am the next day in India; a browser in UTC used to say 20 Nov, 8:00 pm
    render(
      <MemoryRouter>
        <AuditEntryList entries={[{ ...entry, at: '2026-11-20T20:00:00.000Z' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^21 Nov,? 2026, 1:30\s?am IST$/i)).toBeTruthy();
  });
});
