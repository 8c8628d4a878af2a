// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Taxonomy, TopicNode } from '../../../../../shared/api/admin-taxonomy.ts';
import type { Role } from '../../../../../shared/roles.ts';
import { adminUser, fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { TaxonomyPage } from './taxonomy-page.tsx';

const node = (id: string, name: string, parentId: string | null, depth: number, position: number, direct: number, total: number, exam = 'GATE'): TopicNode => ({
  id,
  parentId,
  exam,
  name,
  depth,
  position,
  direct,
  total,
});

const taxonomy: Taxonomy = {
  trees: [
    {
      exam: 'GATE',
      total: 14,
      nodes: [
        node('os', 'Operating Systems', null, 0, 0, 4, 12),
        node('mm', 'Memory Management', 'os', 1, 0, 6, 8),
        node('paging', 'Paging', 'mm', 2, 0, 2, 2),
        node('sched', 'CPU Scheduling', 'os', 1, 1, 0, 0),
        node('db', 'Databases', null, 0, 1, 2, 2),
      ],
    },
    { exam: 'UGC NET', total: 5, nodes: [node('ta', 'Teaching Aptitude', null, 0, 0, 5, 5, 'UGC NET')] },
  ],
  unplaced: 3,
};

let calls: Call[];
let refusal: string | null;

beforeEach(() => {
  refusal = null;
  calls = fakeServer((call) => {
    if (call.method === 'GET' && call.url === '/api/admin/taxonomy') return json({ success: true, ...taxonomy });
    if (call.method === 'DELETE' && refusal) return json({ success: false, code: 'topic-in-use', message: refusal }, 409);
    if (call.url.startsWith('/api/admin/taxonomy/nodes'))
      return json(call.method === 'DELETE' ? { success: true } : { success: true, node: taxonomy.trees[0]!.nodes[0] });
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderTree = (role: Role) => renderAdmin([{ path: '/admin/taxonomy', element: <TaxonomyPage /> }], '/admin/taxonomy', adminUser(role));
const rowOf = (name: string) => screen.getByRole('listitem', { name });
const changes = () => calls.filter((call) => call.method !== 'GET');

describe('the syllabus tree page', () => {
  it('shows each exam’s tree with its counts, thin nodes marked, each subject opened by its toggle button', async () => {
    renderTree('creator');
    const os = await screen.findByRole('listitem', { name: 'Operating Systems' });
    const count = within(os).getByRole('link');
    expect(count.textContent).toBe('12 questions (4 here)');
    expect(count.getAttribute('href')).toBe('/admin/questions?topicId=os');
    expect(screen.getByText(/14 questions/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Not placed: 3 questions' }).getAttribute('href')).toBe('/admin/questions?unplaced=true');
    // subjects start closed; the toggle is a button, so Enter and Space open it
    expect(screen.queryByRole('listitem', { name: 'Memory Management' })).toBeNull();
    const toggle = within(os).getByRole('button', { name: 'Open Operating Systems' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(rowOf('Memory Management')).queryByText('Thin')).toBeNull();
    expect(within(rowOf('CPU Scheduling')).getByText('Thin')).toBeTruthy();
    expect(within(rowOf('Databases')).getByText('Thin')).toBeTruthy();
    // a creator reads it and changes nothing
    expect(screen.queryByRole('button', { name: /Rename/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a subject' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /UGC NET/ }));
    expect(await screen.findByRole('listitem', { name: 'Teaching Aptitude' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Operating Systems' })).toBeNull();
  });

  it('lets a master add, rename, move and reorder nodes, each after a dialog', async () => {
    renderTree('master');
    const os = await screen.findByRole('listitem', { name: 'Operating Systems' });
    fireEvent.click(within(os).getByRole('button', { name: 'Add under Operating Systems' }));
    const add = await screen.findByRole('alertdialog', { name: 'Add a topic under “Operating Systems”' });
    fireEvent.change(within(add).getByLabelText('Name of the topic'), { target: { value: '  File Systems ' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add topic' }));
    await waitFor(() =>
      expect(changes().at(-1)).toMatchObject({
        method: 'POST',
        url: '/api/admin/taxonomy/nodes',
        body: { exam: 'GATE', parentId: 'os', name: 'File Systems' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Rename Databases' }));
    const rename = await screen.findByRole('alertdialog', { name: 'Rename “Databases”' });
    fireEvent.change(within(rename).getByLabelText('Name of the subject'), { target: { value: 'Database Systems' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(changes().at(-1)).toMatchObject({ method: 'PATCH', url: '/api/admin/taxonomy/nodes/db', body: { name: 'Database Systems' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Move Databases up' }));
    await waitFor(() => expect(changes().at(-1)).toMatchObject({ url: '/api/admin/taxonomy/nodes/db/move', body: { parentId: null, position: 0 } }));
    expect((screen.getByRole('button', { name: 'Move Operating Systems up' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Open Operating Systems' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move CPU Scheduling elsewhere' }));
    const move = await screen.findByRole('alertdialog', { name: 'Move “CPU Scheduling”' });
    const under = within(move).getByLabelText('Put it under') as HTMLSelectElement;
    // not under itself, and not under a subtopic (Paging): a tree has three levels
    const offered = [...under.options].map((option) => option.text);
    expect(offered).toEqual(['Top level of GATE (a subject)', 'Operating Systems', 'Operating Systems › Memory Management', 'Databases']);
    fireEvent.change(under, { target: { value: 'db' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(changes().at(-1)).toMatchObject({ url: '/api/admin/taxonomy/nodes/sched/move', body: { parentId: 'db', position: 0 } }));
  });

  it('asks before deleting, and shows the server’s refusal of a node that holds questions', async () => {
    refusal = '“Paging” holds 2 questions: move them to another node first.';
    renderTree('master');
    await screen.findByRole('listitem', { name: 'Operating Systems' });
    fireEvent.click(screen.getByRole('button', { name: 'Open all' }));
    fireEvent.click(within(rowOf('Paging')).getByRole('button', { name: 'Delete Paging' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Paging”?' });
    expect(changes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', refusal);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
