import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import type { RootState } from '../../../src/app/rootReducer';
import { makeStore } from '../../../src/app/store';
import type { Comment } from '../../../src/domain/comment';
import type { Card } from '../../../src/domain/types';
import { CardDetailsDialog } from '../../../src/features/cardDetails/CardDetailsDialog';
import { dashboardState, makeBoard, makeCard, makeList, withOpenBoard } from '../boardFixtures';
import { ada } from '../fixtures';

const BOB = { uid: 'bob-uid', role: 'editor' as const, name: 'Bob Editor', email: 'bob@x.test' };

function scene(description: string, comments: Comment[] = []): RootState {
  const card: Card = makeCard('c1', 'l1', 'a0', { title: 'Card', description });
  const owner = makeBoard().members[0]!;
  const state = withOpenBoard(
    dashboardState(),
    makeBoard({ cardCount: 1, members: [owner, BOB] }),
    [makeList('l1', 'a0', { title: 'To do' })],
    [card],
  );
  const byId = Object.fromEntries(comments.map((comment) => [comment.id, comment]));
  return {
    ...state,
    modal: { open: 'cardDetails', subject: 'c1' },
    comments: { cardId: 'c1', status: 'ready', error: null, byId },
  };
}

function renderDialog(state: RootState) {
  const user = userEvent.setup();
  const store = makeStore(state, { runSagas: false });
  const router = createMemoryRouter([{ path: '/', element: <CardDetailsDialog /> }]);
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const description = () =>
    within(screen.getByRole('region', { name: 'Description' })) as typeof screen;
  return { user, store, description };
}

const comment = (id: string, text: string): Comment => ({
  id,
  authorId: ada.uid,
  authorName: 'Ada',
  text,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  importedAt: null,
});

describe('markdown in card details', () => {
  it('renders bold, lists, task lists (read-only), tables and code', () => {
    const text = [
      'Some **bold** and _italic_ and `code`.',
      '',
      '- one',
      '- two',
      '',
      'Tasks:',
      '',
      '- [x] done task',
      '- [ ] open task',
      '',
      '| Name | Size |',
      '| ---- | ---- |',
      '| a    | 1    |',
      '',
      '> quoted',
    ].join('\n');
    const { description } = renderDialog(scene(text));

    expect(description().getByText('bold').tagName).toBe('STRONG');
    expect(description().getByText('italic').tagName).toBe('EM');
    expect(description().getByText('code').tagName).toBe('CODE');
    const lists = description().getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    const boxes = description().getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toBeDisabled();
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).not.toBeChecked();
    const table = description().getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Size' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'a' })).toBeInTheDocument();
    expect(description().getByText('quoted').closest('blockquote')).not.toBeNull();
  });

  it('opens external links in a new tab without an opener, and refuses javascript: links', () => {
    const { description } = renderDialog(
      scene(
        'See [the docs](https://example.com/docs), [x](javascript:alert(1)) and [d](data:text/html,hi)',
      ),
    );

    const link = description().getByRole('link', { name: 'the docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(description().getAllByRole('link')).toHaveLength(1);
    expect(description().getByText('x')).not.toHaveAttribute('href');
    const region = screen.getByRole('region', { name: 'Description' });
    for (const anchor of region.querySelectorAll('a'))
      expect(anchor.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  });

  it('keeps raw HTML inert: no script, no image, no handler', () => {
    const { description } = renderDialog(
      scene(
        '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nafter <b onclick="x()">b</b>',
      ),
    );

    const region = screen.getByRole('region', { name: 'Description' });
    expect(region.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect(description().getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(description().getByText(/after/)).toBeInTheDocument();
  });

  it('shows a mention as the member’s current name, and keeps one in code literal', () => {
    const { description } = renderDialog(
      scene('Ask @[Bob Old](bob-uid) and @[Gone](gone-uid), not `@[Bob Old](bob-uid)`'),
    );

    const bob = description().getByText('@Bob Editor');
    expect(bob).toHaveAttribute('data-mention', 'bob-uid');
    expect(bob.closest('a')).toBeNull();
    expect(description().getByText('@Gone')).toHaveAttribute('data-mention', 'gone-uid');
    expect(description().getByText('@[Bob Old](bob-uid)').tagName).toBe('CODE');
    expect(description().queryAllByRole('link')).toHaveLength(0);
  });

  it('previews the description being edited, and goes back to the text as typed', async () => {
    const { user, description } = renderDialog(scene(''));

    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    await user.type(description().getByRole('textbox', { name: 'Description' }), 'Hello **world**');
    const modes = description().getByRole('group', { name: 'Description editor' });
    await user.click(within(modes).getByRole('button', { name: 'Preview' }));

    expect(within(modes).getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(description().getByText('world').tagName).toBe('STRONG');
    expect(description().queryByRole('textbox', { name: 'Description' })).toBeNull();

    await user.click(within(modes).getByRole('button', { name: 'Write' }));
    const field = description().getByRole('textbox', { name: 'Description' });
    expect(field).toHaveValue('Hello **world**');
    expect(field).toHaveFocus();
  });
});

describe('markdown in comments', () => {
  it('renders a comment’s markdown and previews a comment being written', async () => {
    const { user } = renderDialog(scene('', [comment('m1', 'A **strong** point @[Bob](bob-uid)')]));

    const comments = within(screen.getByRole('region', { name: 'Comments' }));
    expect(comments.getByText('strong').tagName).toBe('STRONG');
    expect(comments.getByText('@Bob Editor')).toHaveAttribute('data-mention', 'bob-uid');

    await user.type(comments.getByRole('textbox', { name: 'Write a comment' }), '- item');
    const modes = comments.getByRole('group', { name: 'New comment' });
    await user.click(within(modes).getByRole('button', { name: 'Preview' }));
    expect(comments.getByText('item').tagName).toBe('LI');
    expect(comments.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  });
});
