// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { appI18n } from './index.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LANG_COOKIE } from './languages.ts';
import { isPublicPath, LocalizedLink, LocalizedNavLink, pathInLanguage } from './locale-path.tsx';
import { addressLanguage, UrlLanguage } from './url-language.tsx';
import { HindiAddressOfOnePage } from './one-address.tsx';

afterEach(async () => {
  cleanup();
  document.cookie = `${LANG_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en';
  await appI18n.changeLanguage('en');
});

describe('which paths have an address per language', () => {
  it.each(['/', '/testseries', '/TestSeries', '/testseriesdetail/abc', '/weeklyquiz', '/notification?page=2', '/notification/news', '/about', '/hi/terms'])(
    '%s is a public page',
    (path) => expect(isPublicPath(path)).toBe(true),
  );

  it.each([
    '/login?redirect=%2F',
    '/mylearning',
    '/admin/series',
    '/checkout/u/s',
    '/givetest/u/s/t',
    '/weeklyquiz/GATE/u/q',
    '/userdetail',
    'https://example.com/',
    '//evil.example/x',
  ])('%s is not', (path) => expect(isPublicPath(path)).toBe(false));

  it('writes a public path in either language and leaves the others alone', () => {
    expect(pathInLanguage('/testseriesdetail/abc', 'hi')).toBe('/hi/testseriesdetail/abc');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/hi/about', 'en')).toBe('/about');
    expect(pathInLanguage('/mylearning', 'hi')).toBe('/mylearning');
    expect(pathInLanguage('/login?redirect=%2Ftestseries', 'hi')).toBe('/login?redirect=%2Ftestseries');
  });

  it('reads the language of an address: Hindi under /hi, English at a public page, none elsewhere', () => {
    expect(addressLanguage('/hi/testseries')).toBe('hi');
    expect(addressLanguage('/hi/no-such-page')).toBe('hi');
    expect(addressLanguage('/testseries')).toBe('en');
    expect(addressLanguage('/mylearning')).toBeNull();
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function Page() {
  return (
    <>
      <UrlLanguage />
      <LanguageSwitch />
      <LocalizedLink to="/testseries">catalogue</LocalizedLink>
      <LocalizedNavLink to="/about">about</LocalizedNavLink>
      <LocalizedLink to="/mylearning">dashboard</LocalizedLink>
      <Where />
    </>
  );
}

async function show(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('links and the switch on a public page', () => {
  it('keep an English page English', async () => {
    await show('/testseries');
    expect(hrefOf('catalogue')).toBe('/testseries');
    expect(hrefOf('about')).toBe('/about');
    expect(hrefOf('dashboard')).toBe('/mylearning');
  });

  it('keep a Hindi page Hindi, whatever the cookie, except for pages with one address', async () => {
    document.cookie = `${LANG_COOKIE}=en; Path=/`;
    await show('/hi/testseries');
    expect(appI18n.resolvedLanguage).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(hrefOf('catalogue')).toBe('/hi/testseries');
    expect(hrefOf('about')).toBe('/hi/about');
    expect(hrefOf('dashboard')).toBe('/mylearning');
  });

  it('switch to the Hindi address and back, remembering the choice', async () => {
    await show('/notification?page=2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    });
    expect(where()).toBe('/hi/notification?page=2');
    expect(document.cookie).toContain('lang=hi');
    expect(hrefOf('catalogue')).toBe('/hi/testseries');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    expect(where()).toBe('/notification?page=2');
    expect(document.cookie).toContain('lang=en');
    expect(appI18n.resolvedLanguage).toBe('en');
    expect(hrefOf('catalogue')).toBe('/testseries');
  });

  it('take a learner who chose Hindi from an English page to its Hindi address', async () => {
    document.cookie = `${LANG_COOKIE}=hi; Path=/`;
    await show('/about');
    expect(where()).toBe('/hi/about');
    expect(appI18n.resolvedLanguage).toBe('hi');
  });

  it('leave a page with one address where it is, in the current language', async () => {
    await appI18n.changeLanguage('hi');
    await show('/mylearning');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    expect(where()).toBe('/mylearning');
    expect(appI18n.resolvedLanguage).toBe('en');
  });
});

describe('the language a learner keeps on the pages with one address (decision 045)', () => {
  it('is Hindi once the first page was a Hindi address, and an explicit English choice stays', async () => {
    await show('/hi/testseries');
    expect(document.cookie).toContain(`${LANG_COOKIE}=hi`);
    cleanup();
    document.cookie = `${LANG_COOKIE}=en; Path=/`;
    await show('/hi/about');
    expect(document.cookie).toContain(`${LANG_COOKIE}=en`);
  });

  it("opens a signed-in page's Hindi address at its one address, in Hindi; any other /hi path is not found", async () => {
    const router = createMemoryRouter(
      [
        { path: '/mylearning', element: <Where /> },
        { path: '/hi/*', element: <HindiAddressOfOnePage isPage={(path) => path === '/mylearning'} notFound={<p>Not found</p>} /> },
      ],
      { initialEntries: ['/hi/mylearning?tab=performance'] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(where()).toBe('/mylearning?tab=performance');
    expect(document.cookie).toContain(`${LANG_COOKIE}=hi`);
    expect(appI18n.resolvedLanguage).toBe('hi');
    cleanup();
    await act(async () => {
      render(
        <RouterProvider
          router={createMemoryRouter([{ path: '/hi/*', element: <HindiAddressOfOnePage isPage={() => false} notFound={<p>Not found</p>} /> }], {
            initialEntries: ['/hi/no-such-page'],
          })}
        />,
      );
    });
    expect(screen.getByText('Not found')).toBeTruthy();
  });
});
