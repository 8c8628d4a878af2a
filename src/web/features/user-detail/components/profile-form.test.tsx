// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/api/accounts.ts';
import { phoneMessages } from '../../../../shared/phone.ts';
import { ProfileForm } from './profile-form.tsx';

const PROFILE: Profile = {
  id: '0b7c9a1e-0000-4000-8000-000000000002',
  name: 'Ananya Pillai',
  email: 'ananya@example.com',
  image: null,
  phone: null,
  targetExam: null,
  targetYear: null,
  role: 'learner',
  createdAt: '2026-01-05T10:00:00.000Z',
  exams: ['GATE CS', 'UGC NET'],
  years: [2026, 2027, 2028, 2029, 2030],
};

type Answer = { status: number; body: unknown };
let answer: Answer;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  answer = { status: 200, body: PROFILE };
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});

// not vi.restoreAllMocks(): that would also remove the shared guard's console.error spy
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(profile: Profile = PROFILE) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ProfileForm profile={profile} />
    </QueryClientProvider>,
  );
  return {
    phone: screen.getByLabelText('Phone number') as HTMLInputElement,
    exam: screen.getByLabelText('Target exam') as HTMLSelectElement,
    year: screen.getByLabelText('Target year') as HTMLSelectElement,
    save: screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement,
  };
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('the phone field', () => {
  it.each([
    ['12345', phoneMessages.length(5)],
    ['58765 43210', phoneMessages.start],
    ['+44 7700 900123', phoneMessages.foreign],
    ['98765 abcde', phoneMessages.characters],
  ])('says what is wrong with %j when the learner leaves it', (typed, message) => {
    const { phone } = renderForm();
    fireEvent.change(phone, { target: { value: typed } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(phone);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(`${phone.id}-error`);
  });

  it('drops the message as soon as the number is right', () => {
    const { phone } = renderForm();
    fireEvent.change(phone, { target: { value: '98765 4321' } });
    fireEvent.blur(phone);
    expect(screen.getByRole('alert').textContent).toBe(phoneMessages.length(9));
    fireEvent.change(phone, { target: { value: '98765 43210' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not send a bad number: the message shows and the field takes the focus', () => {
    const { phone, save } = renderForm();
    fireEvent.change(phone, { target: { value: '1234' } });
    fireEvent.click(save);
    expect(screen.getByRole('alert').textContent).toBe(phoneMessages.length(4));
    expect(document.activeElement).toBe(phone);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('saving', () => {
  it('is offered only once something changed', () => {
    const { phone, save } = renderForm();
    expect(save.disabled).toBe(true);
    fireEvent.change(phone, { target: { value: '9' } });
    expect(save.disabled).toBe(false);
  });

  it('sends the number as typed with the exam and year, then shows it as stored', async () => {
    answer = { status: 200, body: { ...PROFILE, phone: '+919876543210', targetExam: 'GATE CS', targetYear: 2027 } };
    const { phone, exam, year, save } = renderForm();
    fireEvent.change(phone, { target: { value: '098765-43210' } });
    fireEvent.change(exam, { target: { value: 'GATE CS' } });
    fireEvent.change(year, { target: { value: '2027' } });
    fireEvent.click(save);
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(phone.value).toBe('+91 98765 43210');
    expect(fetchMock).toHaveBeenCalledWith('/api/account/profile', expect.objectContaining({ method: 'POST' }));
    expect(sentBodies()).toEqual([{ phone: '098765-43210', targetExam: 'GATE CS', targetYear: 2027 }]);
  });

  it("shows the server's refusal and keeps what the learner typed", async () => {
    answer = { status: 400, body: { success: false, code: 'invalid-input', message: 'Choose your target exam from the list.' } };
    const { phone, save } = renderForm();
    fireEvent.change(phone, { target: { value: '98765 43210' } });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Choose your target exam from the list.');
    expect(phone.value).toBe('98765 43210');
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('keeps a past target year on offer', () => {
    const { year } = renderForm({ ...PROFILE, targetYear: 2024 });
    expect([...year.options].map((option) => option.value)).toEqual(['', '2024', '2026', '2027', '2028', '2029', '2030']);
    expect(year.value).toBe('2024');
  });
});
