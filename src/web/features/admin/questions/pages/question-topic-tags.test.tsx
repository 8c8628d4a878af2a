// @vitest-environment jsdom
// The editor places a question in its exam's syllabus tree and tags it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestion } from '../../../../../shared/api/admin-questions.ts';
import type { Taxonomy } from '../../../../../shared/api/admin-taxonomy.ts';
import { adminQuestion, adminUser, fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { QuestionEditPage } from './question-edit-page.tsx';

const ID = '11111111-0000-4000-8000-000000000001';
// node ids are uuids: the editor's check (questionInput) refuses anything else
const OS = 'aaaaaaaa-0000-4000-8000-000000000001';
const MM = 'aaaaaaaa-0000-4000-8000-000000000002';
const PAGING = 'aaaaaaaa-0000-4000-8000-000000000003';
const TA = 'aaaaaaaa-0000-4000-8000-000000000004';
const node = (id: string, name: string, parentId: string | null, depth: number, exam = 'GATE') => ({
  id,
  name,
  parentId,
  depth,
  exam,
  position: 0,
  direct: 0,
  total: 0,
});
const taxonomy: Taxonomy = {
  trees: [
    { exam: 'GATE', total: 0, nodes: [node(OS, 'Operating Systems', null, 0), node(MM, 'Memory Management', OS, 1), node(PAGING, 'Paging', MM, 2)] },
    { exam: 'UGC NET', total: 0, nodes: [node(TA, 'Teaching Aptitude', null, 0, 'UGC NET')] },
  ],
  unplaced: 0,
};

let calls: Call[];
let saved: AdminQuestion;

beforeEach(() => {
  saved = adminQuestion({ id: ID, exam: 'GATE CS', topic: 'Memory Management', topicId: MM, tags: ['numerical'] });
  calls = fakeServer((call) => {
    const route = `${call.method} ${call.url}`;
    if (route === 'GET /api/admin/taxonomy') return json({ success: true, ...taxonomy });
    if (route === 'GET /api/admin/questions/facets')
      return json({ success: true, exams: ['GATE CS'], topics: [], types: ['MCQ'], tags: [{ tag: 'PYQ 2021', count: 4 }], authors: [] });
    if (route === `GET /api/admin/questions/${ID}`) return json({ success: true, question: saved });
    if (route === `GET /api/admin/questions/${ID}/versions`) return json({ success: true, versions: [] });
    if (route === `PUT /api/admin/questions/${ID}`) return json({ success: true, question: { ...saved, ...(call.body as object) }, duplicates: [] });
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the editor’s topic and tags', () => {
  it('offers the exam’s tree with its levels, shows the path, and saves the node and tags chosen', async () => {
    renderAdmin([{ path: '/admin/questions/:questionId', element: <QuestionEditPage /> }], `/admin/questions/${ID}`, adminUser('god'));
    const picker = (await screen.findByLabelText('Topic')) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe(MM));
    // a GATE CS question is offered the GATE tree only
    expect([...picker.options].map((option) => option.text.trim())).toEqual(['Not placed', 'Operating Systems', 'Memory Management', 'Paging']);
    expect(screen.getByText('Operating Systems › Memory Management')).toBeTruthy();
    fireEvent.change(picker, { target: { value: PAGING } });
    expect(screen.getByText('Operating Systems › Memory Management › Paging')).toBeTruthy();

    const tags = screen.getByLabelText('Tags');
    expect(within(screen.getByRole('list', { name: 'Tags of this question' })).getByText('numerical')).toBeTruthy();
    fireEvent.change(tags, { target: { value: 'PYQ 2021' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    // the same tag in another case is not added twice
    fireEvent.change(tags, { target: { value: 'NUMERICAL' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag numerical' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ topicId: PAGING, topic: null, tags: ['PYQ 2021'] });
  });

  it('says so when the chosen node is in another exam’s tree', async () => {
    saved = adminQuestion({ id: ID, exam: 'UGC NET', topic: 'Paging', topicId: PAGING });
    renderAdmin([{ path: '/admin/questions/:questionId', element: <QuestionEditPage /> }], `/admin/questions/${ID}`, adminUser('god'));
    expect(await screen.findByText('“Paging” is in the GATE tree, not this exam’s: pick a topic from the UGC NET tree.')).toBeTruthy();
    const picker = screen.getByLabelText('Topic') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text.trim())).toEqual(['Not placed', 'Paging (GATE tree)', 'Teaching Aptitude']);
  });
});
