import { act } from '@testing-library/react';
import { within } from '@testing-library/dom';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { AppRoot } from '../../../src/app/AppRoot';
import { landingPreloadedState } from '../../../src/app/landingState';
import { prerenderLanding } from '../../../src/app/prerenderLanding';
import { makeStore } from '../../../src/app/store';

const AtLanding = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
);

describe('the landing page prerendered at build time', () => {
  it('holds the heading, the sign-in button and their styles', () => {
    const { html, styles } = prerenderLanding('en');
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your work, on boards.',
    );
    const signIn = within(container).getByRole('button', { name: 'Sign in with Google' });
    expect(signIn.className).not.toBe('');
    expect(styles).toMatch(/^<style[^>]*data-styled/);
    // The button's own rules are in the page's styles, so it paints styled with the HTML.
    for (const name of signIn.className.split(' ').filter((part) => !part.includes('sc-')))
      expect(styles).toContain(`.${name}{`);
    expect(html).not.toContain('Checking whether you are signed in');
  });

  it('hydrates without a mismatch', async () => {
    const { html, styles } = prerenderLanding('en');
    document.head.insertAdjacentHTML('beforeend', styles);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = within(container).getByRole('heading', { level: 1 });
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();

    const store = makeStore(landingPreloadedState(), { runSagas: false });
    const root = await act(async () =>
      hydrateRoot(container, <AppRoot store={store} router={AtLanding} />, {
        onRecoverableError: recoverable,
      }),
    );

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Hydration adopted the prerendered nodes rather than rendering new ones.
    expect(within(container).getByRole('heading', { level: 1 })).toBe(heading);
    act(() => root.unmount());
    container.remove();
  });

  it('is rendered in German and in Arabic too, for the page to swap in before the first paint', () => {
    const german = document.createElement('div');
    german.innerHTML = prerenderLanding('de').html;
    expect(within(german).getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled();
    expect(within(german).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Deine Arbeit, auf Boards.',
    );
    const arabic = document.createElement('div');
    arabic.innerHTML = prerenderLanding('ar').html;
    expect(
      within(arabic).getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }),
    ).toBeEnabled();
    prerenderLanding('en');
  });
});
