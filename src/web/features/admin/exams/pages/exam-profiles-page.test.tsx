// @vitest-environment jsdom
// /admin/exams: every admin reads each exam paper's rules; a god changes a profile's texts (the
// whole profile is sent, its rules as they were) and copies one under a new code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminExamProfile } from '../../../../../shared/api/admin-exams.ts';
import type { ExamProfile } from '../../../../../shared/exam/profiles.ts';
import { adminUser, fakeServer, json, renderAdmin, type Answer, type Call } from '../../ui/test-support.tsx';
import { ExamProfilesPage } from './exam-profiles-page.tsx';

const gate: ExamProfile = {
  code: 'gate-cs',
  family: 'GATE',
  paperCode: 'CS',
  name: { en: 'GATE Computer Science (CS)', hi: 'GATE कंप्यूटर साइंस (CS)' },
  sections: [
    { key: 'GA', name: { en: 'General Aptitude', hi: 'सामान्य अभिरुचि' }, byMarks: { '1': 5, '2': 5 }, seconds: null },
    { key: 'CS', name: { en: 'Computer Science', hi: 'कंप्यूटर साइंस' }, byMarks: { '1': 25, '2': 30 }, seconds: null },
  ],
  questionTypes: ['MCQ', 'MSQ', 'NAT'],
  wrongShare: { MCQ: 1 / 3, MSQ: 0, NAT: 0 },
  calculator: true,
  languages: ['en'],
  instructions: { en: ['Sixty-five questions.', 'A wrong MCQ costs a third.'], hi: ['पैंसठ प्रश्न।', 'गलत MCQ पर एक-तिहाई।'] },
  voidRule: 'everyone',
  seconds: 10_800,
  sitsWith: null,
};

const net: ExamProfile = {
  ...gate,
  code: 'ugc-net-cs',
  family: 'UGC NET',
  paperCode: 'Paper 2 (87)',
  name: { en: 'UGC NET Paper 2: Computer Science', hi: 'UGC NET प्रश्नपत्र 2: कंप्यूटर साइंस' },
  sections: [{ key: 'CS', name: { en: 'Computer Science and Applications', hi: 'कंप्यूटर साइंस एवं एप्लीकेशन्स' }, byMarks: { '2': 100 }, seconds: null }],
  questionTypes: ['MCQ'],
  wrongShare: { MCQ: 0 },
  calculator: false,
  languages: ['en', 'hi'],
  voidRule: 'attempted',
  seconds: 7200,
  sitsWith: 'ugc-net-paper-1',
};

const paper1: ExamProfile = {
  ...net,
  code: 'ugc-net-paper-1',
  paperCode: 'Paper 1',
  name: { en: 'UGC NET Paper 1', hi: 'UGC NET प्रश्नपत्र 1' },
  sections: [{ ...net.sections[0]!, key: 'P1', byMarks: { '2': 50 } }],
  seconds: 3600,
  sitsWith: 'ugc-net-cs',
};

const entry = (profile: ExamProfile, totals: { questions: number; marks: number }, sittingSeconds: number): AdminExamProfile => ({
  profile,
  shipped: true,
  seedVersion: 1,
  editedAt: null,
  editedBy: null,
  totals,
  sittingSeconds,
});

let calls: Call[];
let refuse: string | null;

beforeEach(() => {
  refuse = null;
  calls = fakeServer((call): Answer | null => {
    if (call.method === 'GET' && call.url === '/api/admin/exams')
      return json({
        success: true,
        profiles: [
          entry(gate, { questions: 65, marks: 100 }, 10_800),
          entry(paper1, { questions: 50, marks: 100 }, 10_800),
          entry(net, { questions: 100, marks: 200 }, 10_800),
        ],
      });
    if (call.method === 'PUT' && call.url === '/api/admin/exams/gate-cs') {
      if (refuse) return json({ success: false, code: 'invalid-input', message: refuse }, 400);
      return json({
        success: true,
        profile: { ...entry(call.body as ExamProfile, { questions: 65, marks: 100 }, 10_800), editedBy: 'Asha Rao', editedAt: '2026-12-07T10:00:00.000Z' },
      });
    }
    if (call.method === 'POST' && call.url === '/api/admin/exams/gate-cs/copy') {
      const input = call.body as { code: string; name: ExamProfile['name'] };
      return json({ success: true, profile: { ...entry({ ...gate, ...input }, { questions: 65, marks: 100 }, 10_800), shipped: false, seedVersion: null } });
    }
    return null;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAs = (role: 'creator' | 'god') => renderAdmin([{ path: 'exams', element: <ExamProfilesPage /> }], '/admin/exams', adminUser(role));
const card = (name: string) => screen.getByRole('region', { name });

describe('the exam profiles page', () => {
  it('shows every admin each profile’s sections, marking, calculator, languages, time and void rule, without changes', async () => {
    renderAs('creator');
    await screen.findByRole('heading', { level: 1, name: 'Exam profiles' });
    const gateCard = await screen.findByRole('region', { name: 'GATE Computer Science (CS)' });
    expect(within(gateCard).getByText('65 questions, 100 marks; MCQ, MSQ, NAT')).toBeTruthy();
    expect(within(gateCard).getByText('MCQ: a third of its marks; MSQ: nothing; NAT: nothing; no partial marks')).toBeTruthy();
    expect(within(gateCard).getByText('The virtual scientific calculator')).toBeTruthy();
    expect(within(gateCard).getByText('Full marks to every candidate')).toBeTruthy();
    const rows = within(gateCard).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['General Aptitudeसामान्य अभिरुचिGA105 × 1 + 5 × 215', 'Computer Scienceकंप्यूटर साइंसCS5525 × 1 + 30 × 285']);

    const netCard = card('UGC NET Paper 2: Computer Science');
    expect(within(netCard).getByText('None')).toBeTruthy();
    expect(within(netCard).getByText('English and Hindi')).toBeTruthy();
    expect(within(netCard).getByText('Full marks to those who attempted it')).toBeTruthy();
    expect(within(netCard).getByText('120 minutes of its own; sat with UGC NET Paper 1 without a break, 180 minutes together')).toBeTruthy();
    expect(within(netCard).getByText('MCQ: nothing; no partial marks')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit the texts/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
  });

  it('lets a god change the texts: the whole profile is sent with its rules as they were, and a refusal is shown', async () => {
    renderAs('god');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the texts of GATE Computer Science (CS)' }));
    const form = screen.getByRole('form', { name: 'Texts of GATE Computer Science (CS)' });
    fireEvent.change(within(form).getByLabelText('Name (English)'), { target: { value: 'GATE CS and IT' } });
    fireEvent.change(within(form).getByLabelText('Instructions (English)'), {
      target: { value: 'Sixty-five questions.\n\n  A wrong MCQ costs a third of its marks.  \n' },
    });

    refuse = "A shipped profile's rules come from Prepverse's seed.";
    fireEvent.click(within(form).getByRole('button', { name: 'Save texts' }));
    expect((await within(form).findByRole('alert')).textContent).toBe("A shipped profile's rules come from Prepverse's seed.");

    refuse = null;
    fireEvent.click(within(form).getByRole('button', { name: 'Save texts' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Texts of/ })).toBeNull());
    const sent = calls.filter((call) => call.method === 'PUT').at(-1)!.body as ExamProfile;
    expect(sent).toEqual({
      ...gate,
      name: { ...gate.name, en: 'GATE CS and IT' },
      instructions: { ...gate.instructions, en: ['Sixty-five questions.', 'A wrong MCQ costs a third of its marks.'] },
    });
  });

  it('lets a god copy a profile under a new code, refusing a code the server would refuse before sending it', async () => {
    renderAs('god');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy GATE Computer Science (CS)' }));
    const form = screen.getByRole('form', { name: 'Copy GATE Computer Science (CS)' });
    fireEvent.change(within(form).getByLabelText('Code of the new profile'), { target: { value: 'GATE EC' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Copy profile' }));
    expect(within(form).getByText('A code is 2 to 40 small letters, digits and hyphens, starting with a letter, e.g. gate-ec.')).toBeTruthy();
    expect(within(form).getByText('Enter the English name.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Code of the new profile'), { target: { value: 'gate-ec' } });
    fireEvent.change(within(form).getByLabelText('Name (English)'), { target: { value: 'GATE Electronics (EC)' } });
    fireEvent.change(within(form).getByLabelText('Name (Hindi)'), { target: { value: 'GATE इलेक्ट्रॉनिक्स (EC)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Copy profile' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ code: 'gate-ec', name: { en: 'GATE Electronics (EC)', hi: 'GATE इलेक्ट्रॉनिक्स (EC)' } });
  });
});
