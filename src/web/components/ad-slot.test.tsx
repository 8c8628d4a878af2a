// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SiteConfig } from '../../shared/api/site.ts';
import { siteKeys } from '../lib/query-keys.ts';
import { AdSlot } from './ad-slot.tsx';

const site: SiteConfig = {
  supportEmail: 'support@prepverse.in',
  contactEmail: 'hello@prepverse.in',
  applyUrl: 'https://forms.gle/prepverse-apply',
  ads: null,
  razorpayKeyId: 'rzp_test',
  localSignIn: true,
};

function renderSlot(config: SiteConfig) {
  const client = new QueryClient();
  client.setQueryData(siteKeys.config(), config);
  render(
    <QueryClientProvider client={client}>
      <p>Page text</p>
      <AdSlot placement="listing" />
    </QueryClientProvider>,
  );
}

const adScripts = () => document.head.querySelectorAll('script[src*="adsbygoogle"]');

beforeEach(() => {
  document.documentElement.dataset.ads = 'on';
});

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.ads;
  for (const script of adScripts()) script.remove();
  delete window.adsbygoogle;
});

describe('AdSlot', () => {
  it('renders nothing and loads nothing without a publisher id', async () => {
    renderSlot(site);
    await screen.findByText('Page text');
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(adScripts()).toHaveLength(0);
    expect(window.adsbygoogle).toBeUndefined();
  });

  it('renders nothing for a placement without a slot', async () => {
    renderSlot({ ...site, ads: { clientId: 'ca-pub-1234567890123456', scriptUrl: 'https://ads.example/adsbygoogle.js', slots: { landing: '123456789' } } });
    await screen.findByText('Page text');
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(adScripts()).toHaveLength(0);
  });

  it('renders nothing in a document the server did not open to the ad network', async () => {
    delete document.documentElement.dataset.ads;
    renderSlot({ ...site, ads: { clientId: 'ca-pub-1234567890123456', scriptUrl: 'https://ads.example/adsbygoogle.js', slots: { listing: '123456789' } } });
    await screen.findByText('Page text');
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(adScripts()).toHaveLength(0);
  });

  it('keeps the space, names the publisher and slot, loads the script once and queues one fill', async () => {
    renderSlot({ ...site, ads: { clientId: 'ca-pub-1234567890123456', scriptUrl: 'https://ads.example/adsbygoogle.js', slots: { listing: '123456789' } } });
    const slot = await screen.findByRole('complementary', { name: 'Advertisement' });
    const unit = slot.querySelector('ins.adsbygoogle');
    expect(unit?.getAttribute('data-ad-client')).toBe('ca-pub-1234567890123456');
    expect(unit?.getAttribute('data-ad-slot')).toBe('123456789');
    expect(unit?.parentElement?.className).toMatch(/h-\[250px\].*md:h-\[90px\]/);
    await waitFor(() => expect(adScripts()).toHaveLength(1));
    expect(adScripts()[0]?.getAttribute('src')).toBe('https://ads.example/adsbygoogle.js?client=ca-pub-1234567890123456');
    expect(window.adsbygoogle).toHaveLength(1);
  });
});
