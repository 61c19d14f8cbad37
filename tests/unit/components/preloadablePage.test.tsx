// A page loaded ahead shows at once, without the Suspense fallback (React would hold a
// revealed boundary back for up to 300 ms); one still on its way shows the fallback first.
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { preloadablePage } from '../../../src/components/LazyPage/preloadablePage';

const Board = () => <h1>The board</h1>;

function renderPage(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );
}

describe('a page loaded on demand', () => {
  it('shows at once when its code was loaded ahead', async () => {
    const page = preloadablePage(() => Promise.resolve({ default: Board }));
    await page.load();
    renderPage(page.Page);
    expect(screen.getByRole('heading', { name: 'The board' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback until its code arrives, and loads it once', async () => {
    let arrive: (module: { default: typeof Board }) => void = () => {};
    const importPage = jest.fn(() => new Promise<{ default: typeof Board }>((r) => (arrive = r)));
    const page = preloadablePage(importPage);
    renderPage(page.Page);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    void page.load(); // A prefetch meanwhile asks for the same code.
    await act(async () => arrive({ default: Board }));
    expect(await screen.findByRole('heading', { name: 'The board' })).toBeInTheDocument();
    expect(importPage).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load (offline, nothing cached)', async () => {
    const importPage = jest
      .fn<Promise<{ default: typeof Board }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Board });
    const page = preloadablePage(importPage);
    await expect(page.load()).rejects.toThrow('offline');
    await expect(page.load()).resolves.toEqual({ default: Board });
  });
});
