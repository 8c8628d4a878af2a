// @vitest-environment jsdom
// The account page in Hindi (issue 30): the Google identity card and the payments list read Hindi.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AccountPayment, Profile } from '../../../../shared/api/accounts.ts';
import { appI18n } from '../../../i18n/index.ts';
import { GoogleIdentity } from './google-identity.tsx';
import { PaymentsList } from './payments-list.tsx';
import { YourData } from './your-data.tsx';
import { DeleteAccount } from './delete-account.tsx';
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
  exams: ['GATE CS'],
  years: [2026],
};

const payments: AccountPayment[] = [];

beforeEach(async () => {
  await appI18n.changeLanguage('hi');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, payments }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await appI18n.changeLanguage('en');
});

describe('account page in Hindi', () => {
  it('reads the Google identity card in Hindi, with the date in Hindi', () => {
    render(
      <MemoryRouter>
        <GoogleIdentity profile={PROFILE} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('complementary', { name: 'आपका Google खाता' });
    expect(within(card).getByText('5 जनवरी 2026 से Prepverse पर')).toBeTruthy();
    expect(within(card).getByText('Google खाते').tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: 'मेरी पढ़ाई' }).getAttribute('href')).toBe('/mylearning');
    expect(within(card).getByText('यह पेज केवल आप देख सकते हैं।')).toBeTruthy();
  });

  it('says in Hindi that there are no payments yet', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PaymentsList userId={PROFILE.id} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'भुगतान और रसीदें' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'टेस्ट सीरीज़ देखें' })).toBeTruthy();
    expect(screen.queryByText(/No payments yet/)).toBeNull();
  });
});

describe('your data in Hindi', () => {
  it('names the download and the sign-out from every device in Hindi', () => {
    render(<YourData />);
    expect(screen.getByRole('heading', { name: 'आपका डेटा और डिवाइस' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी डिवाइस से साइन आउट करें' })).toBeTruthy();
  });
});

describe('the profile form and account deletion in Hindi', () => {
  it('labels the preparation form in Hindi and says in Hindi why a phone number is refused', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={PROFILE} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'आपकी तैयारी' })).toBeTruthy();
    expect(screen.getByLabelText('लक्ष्य परीक्षा')).toBeTruthy();
    expect(within(screen.getByLabelText('लक्ष्य वर्ष')).getByRole('option', { name: 'नहीं चुना' })).toBeTruthy();
    const phone = screen.getByLabelText('फ़ोन नंबर');
    fireEvent.change(phone, { target: { value: '98765 4321' } });
    fireEvent.blur(phone);
    expect(screen.getByRole('alert').textContent).toBe('भारतीय मोबाइल नंबर में 10 अंक होते हैं; इसमें 9 हैं।');
    fireEvent.change(phone, { target: { value: '+44 7700 900123' } });
    expect(screen.getByRole('alert').textContent).toBe('यहाँ केवल भारतीय मोबाइल नंबर (+91) सहेजे जा सकते हैं।');
    expect(screen.getByRole('button', { name: 'बदलाव सहेजें' })).toBeTruthy();
  });

  it('says in Hindi why the server refused to save, never in its English', async () => {
    const refusals = [
      {
        success: false,
        code: 'invalid-input',
        reason: 'year-out-of-range',
        firstYear: 2027,
        lastYear: 2031,
        message: 'Choose a target year from 2027 to 2031.',
      },
      {
        success: false,
        code: 'invalid-input',
        reason: 'invalid-field',
        field: 'targetYear',
        message: 'Invalid targetYear: Too small: expected number to be >=1900',
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusals.shift()), { status: 400, headers: { 'content-type': 'application/json' } })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm profile={PROFILE} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('लक्ष्य वर्ष'), { target: { value: '2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    expect((await screen.findByRole('alert')).textContent).toBe('लक्ष्य वर्ष 2027 से 2031 के बीच चुनें।');
    fireEvent.click(screen.getByRole('button', { name: 'बदलाव सहेजें' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('targetYear का मान मान्य नहीं है।'));
    expect(screen.queryByText(/Choose a target year|Invalid targetYear/)).toBeNull();
  });

  it('says in Hindi what deleting erases and keeps, and asks for the e-mail in Hindi', async () => {
    render(<DeleteAccount email={PROFILE.email} role={PROFILE.role} />);
    expect(screen.getByRole('heading', { name: 'मेरा खाता हटाएँ' })).toBeTruthy();
    expect(screen.getByText('आपका नाम, ई-मेल और फ़ोटो')).toBeTruthy();
    expect(screen.getByText('भुगतान और उनकी रसीदें').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ…' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना खाता हटाएँ?' });
    const field = within(dialog).getByLabelText('पुष्टि के लिए अपना ई-मेल पता, ananya@example.com, लिखें');
    expect(within(dialog).getByRole('button', { name: 'मेरा खाता हटाएँ' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: PROFILE.email } });
    expect(within(dialog).getByRole('button', { name: 'मेरा खाता हटाएँ' }).hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'मेरा खाता रखें' })).toBeTruthy();
  });

  it('tells staff in Hindi why their account cannot be deleted', () => {
    render(<DeleteAccount email={PROFILE.email} role="master" />);
    expect(screen.getByText('स्टाफ़ खाते हटाए नहीं जा सकते: पहले किसी god को आपकी भूमिका हटानी होगी।')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'मेरा खाता हटाएँ…' })).toBeNull();
  });
});
