// @vitest-environment jsdom
// /admin/blueprints/new: a blueprint starts as its profile's whole paper; assembly shows what it
// picked and what it could not fill; a pick is swapped for an alternative; the picks, in order, are
// saved as a draft test, which then opens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Assembly, BlueprintPick } from '../../../../../shared/api/admin-blueprints.ts';
import { gateLike } from '../../../../../shared/exam/profiles.fixture.ts';
import { adminUser, fakeServer, json, renderAdmin, type Call } from '../../ui/test-support.tsx';
import { BlueprintPage } from './blueprint-page.tsx';

const pick = (id: string, text: string): BlueprintPick => ({
  id,
  text,
  type: 'MCQ',
  marks: 1,
  topic: 'Algorithms',
  level: 'easy',
  measured: true,
  facility: 0.82,
  inPapers: 0,
});

const ids = { a: '00000000-0000-4000-8000-00000000000a', b: '00000000-0000-4000-8000-00000000000b', c: '00000000-0000-4000-8000-00000000000c' };

const assembly: Assembly = {
  profileCode: 'gate-xx',
  sections: [
    {
      key: 'GA',
      name: 'General Aptitude',
      parts: [
        {
          part: { marks: 1, count: 2, topicIds: [], level: 'any', types: [] },
          picks: [pick(ids.a, 'First pick?'), pick(ids.b, 'Second pick?')],
          shortfall: null,
        },
        {
          part: { marks: 2, count: 3, topicIds: [], level: 'any', types: [] },
          picks: [],
          shortfall: {
            missing: 3,
            inOpenQuizzes: 1,
            keyInTests: 0,
            seenRecently: 0,
            pickedElsewhere: 0,
            message: 'Found 0 of 3: 1 question matches, left out: 1 in an open or coming weekly quiz.',
          },
        },
      ],
      picked: { questions: 2, marks: 2 },
      wanted: { questions: 5, marks: 8 },
      profile: { questions: 5, marks: 8 },
    },
  ],
  picked: { questions: 2, marks: 2 },
  wanted: { questions: 5, marks: 8 },
  profile: { questions: 9, marks: 12 },
  complete: false,
};

function serve(): Call[] {
  return fakeServer((call, url) => {
    if (url.pathname === '/api/admin/exams')
      return json({
        success: true,
        profiles: [
          { profile: gateLike, shipped: true, seedVersion: 1, editedAt: null, editedBy: null, totals: { questions: 9, marks: 12 }, sittingSeconds: 3600 },
        ],
      });
    if (url.pathname === '/api/admin/taxonomy') return json({ success: true, trees: [{ exam: 'GATE', nodes: [], total: 0 }], unplaced: 0 });
    if (url.pathname === '/api/admin/series') return json({ success: true, series: [{ id: 'series-1', title: 'GATE Pro', exam: 'GATE CS' }] });
    if (url.pathname === '/api/admin/blueprints/assemble') return json({ success: true, assembly });
    if (url.pathname === '/api/admin/blueprints/alternatives') return json({ success: true, picks: [pick(ids.c, 'A fresh alternative?')] });
    if (url.pathname === '/api/admin/blueprints/draft' && call.method === 'POST') return json({ success: true, paper: { kind: 'test', id: 'test-9' } });
    return null;
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a new blueprint', () => {
  it('starts as the profile’s whole paper, assembles, swaps a pick and saves the picks as a draft test', async () => {
    const calls = serve();
    const router = renderAdmin(
      [
        { path: 'blueprints/new', element: <BlueprintPage /> },
        { path: 'series/:seriesId/tests/:testId', element: <p>Test editor</p> },
      ],
      '/admin/blueprints/new',
      adminUser('master'),
    );
    // one part per weight of each section, as the profile holds them
    const parts = await screen.findAllByRole('group', { name: /^Part \d of / });
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual(['Part 1 of General Aptitude', 'Part 2 of General Aptitude', 'Part 1 of Subject']);
    fireEvent.change(within(parts[0]!).getByLabelText('Questions'), { target: { value: '2' } });

    fireEvent.click(screen.getByRole('button', { name: 'Assemble' }));
    await screen.findByText('What assembly picked');
    const sent = calls.find((call) => call.url.endsWith('/assemble'))!.body as { blueprint: { sections: { parts: { count: number }[] }[] } };
    expect(sent.blueprint.sections.map((section) => section.parts.map((part) => part.count))).toEqual([[2, 3], [4]]);
    expect(screen.getByText('Found 0 of 3: 1 question matches, left out: 1 in an open or coming weekly quiz.')).toBeTruthy();
    expect(screen.getAllByText('easy: 82% right')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Swap question 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use this' }));
    await screen.findByText('A fresh alternative?');
    expect(screen.queryByText('Second pick?')).toBeNull();
    const alternatives = calls.find((call) => call.url.endsWith('/alternatives'))!.body as { section: string; part: number; exclude: string[] };
    expect([alternatives.section, alternatives.part, alternatives.exclude]).toEqual(['GA', 0, [ids.a, ids.b]]);

    fireEvent.change(screen.getByLabelText('Test series'), { target: { value: 'series-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/series/series-1/tests/test-9'));
    const draft = calls.find((call) => call.url.endsWith('/draft'))!.body as {
      questionIds: string[];
      target: { kind: string; seriesId: string; scope: string };
    };
    expect(draft.questionIds).toEqual([ids.a, ids.c]);
    expect(draft.target).toMatchObject({ kind: 'test', seriesId: 'series-1', scope: 'subject' });
  });

  it('shows a creator the blueprint without the buttons that change or assemble it', async () => {
    serve();
    renderAdmin([{ path: 'blueprints/new', element: <BlueprintPage /> }], '/admin/blueprints/new', adminUser('creator'));
    await screen.findAllByRole('group', { name: /^Part \d of / });
    expect(screen.queryByRole('button', { name: 'Assemble' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save blueprint' })).toBeNull();
  });
});
