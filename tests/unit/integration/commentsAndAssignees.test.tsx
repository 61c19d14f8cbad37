// Card comments and assignees with the real sagas, on a board Ada owns and Grace edits (or
// views): what the screen shows is what the server holds, and who may do what follows the role.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Comment } from '../../../src/domain/comment';
import type { Role } from '../../../src/domain/members';
import { backend } from '../fakeBackend';
import { BOARD_ID, makeBoard, makeCard, makeList } from '../boardFixtures';
import { ada, grace } from '../fixtures';
import type { AuthUser } from '../../../src/services/types';
import { renderApp } from './renderApp';

jest.mock('../../../src/services/auth', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/users', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/boards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/lists', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/purge', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/cards', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/edits', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/comments', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/sharing', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/pendingWrites', () => require('../fakeBackend').fakeBackend);
jest.mock('../../../src/services/activity', () => require('../fakeActivity').fakeActivity);

const said = (id: string, who: AuthUser, text: string, at: number): Comment => ({
  id,
  authorId: who.uid,
  authorName: who.displayName ?? '',
  text,
  createdAt: at,
  updatedAt: at,
  importedAt: null,
});

/** Ada's board with Grace as `graceRole`, signed in as `me`; c1 has a comment from each. */
function setUp(me: AuthUser = ada, graceRole: Exclude<Role, 'owner'> = 'editor') {
  backend.reset(me, [
    makeBoard({
      title: 'Roadmap',
      cardCount: 2,
      members: [
        { uid: ada.uid, role: 'owner', name: 'Ada Lovelace', email: 'ada@example.com' },
        { uid: grace.uid, role: graceRole, name: 'Grace Hopper', email: 'grace@example.com' },
      ],
    }),
  ]);
  backend.addList(BOARD_ID, makeList('l1', 'a0', { title: 'To do' }));
  backend.addCard(BOARD_ID, makeCard('c1', 'l1', 'a0', { title: 'Write brief' }));
  backend.addCard(
    BOARD_ID,
    makeCard('c2', 'l1', 'a1', { title: 'Book venue', assigneeIds: [ada.uid, 'left-uid'] }),
  );
  backend.addCommentElsewhere(BOARD_ID, 'c1', said('k1', grace, 'Hers <b>x</b>', 1_000));
  backend.addCommentElsewhere(BOARD_ID, 'c1', said('k2', ada, 'First line\nSecond line', 2_000));
}

async function openCard(title = 'Write brief') {
  const view = renderApp(`/boards/${BOARD_ID}`);
  await view.user.click(await screen.findByText(title));
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

const commentsIn = async (dialog: HTMLElement) => {
  const list = await within(dialog).findByRole('list', { name: 'Comments' });
  return within(list).getAllByRole('listitem');
};

describe('comments on a card', () => {
  it('shows them newest first with author and time, as plain text with line breaks', async () => {
    setUp();
    const { dialog } = await openCard();
    const items = await commentsIn(dialog);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Comment by Ada Lovelace',
      'Comment by Grace Hopper',
    ]);
    expect(
      within(items[0]!).getByText('First line\nSecond line', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(items[0]!.querySelector('time')).not.toBeNull();
    // Markup is text: shown as typed, never as an element.
    expect(within(items[1]!).getByText('Hers <b>x</b>')).toBeInTheDocument();
    expect(items[1]!.querySelector('b')).toBeNull();
  });

  it('shows an imported one by its original author and date, marked imported, in its place', async () => {
    setUp();
    // Imported after the others were written, but first written between them.
    const march = new Date(2024, 2, 3, 12).getTime();
    backend.addCommentElsewhere(BOARD_ID, 'c1', {
      ...said('k3', ada, 'From Trello', 3_000),
      authorName: 'Ann Smith',
      createdAt: march + 100_000_000,
      updatedAt: march + 100_000_000,
      importedAt: march,
    });
    backend.addCommentElsewhere(BOARD_ID, 'c1', said('k4', grace, 'Later', march + 1_000));
    const { dialog } = await openCard();
    const items = await commentsIn(dialog);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Comment by Grace Hopper',
      'Comment by Ann Smith',
      'Comment by Ada Lovelace',
      'Comment by Grace Hopper',
    ]);
    expect(items[1]!.querySelector('p')).toHaveTextContent(/^Ann Smith · 3 March 2024 · imported$/);
    expect(items[1]!.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(march).toISOString(),
    );
    expect(items[0]!).not.toHaveTextContent('imported');
  });

  it('the owner edits only their own, and deletes anyone’s', async () => {
    setUp();
    const { dialog, user } = await openCard();
    const [mine, hers] = await commentsIn(dialog);
    expect(within(mine!).getByRole('button', { name: 'Edit comment' })).toBeInTheDocument();
    expect(within(hers!).queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();

    await user.click(within(hers!).getByRole('button', { name: 'Delete comment' }));

    await waitFor(() => expect(backend.comments().map((c) => c.id)).toEqual(['k2']));
    expect(await commentsIn(dialog)).toHaveLength(1);
  });

  it('an editor edits and deletes only their own', async () => {
    setUp(grace, 'editor');
    const { dialog } = await openCard();
    const [adas, mine] = await commentsIn(dialog);
    expect(within(adas!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Edit comment' })).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Delete comment' })).toBeInTheDocument();
  });

  it('a viewer reads them only: no composer, no edit or delete', async () => {
    setUp(grace, 'viewer');
    const { dialog } = await openCard();
    const items = await commentsIn(dialog);
    expect(items).toHaveLength(2);
    const section = within(dialog).getByRole('region', { name: 'Comments' });
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a comment at the top, written as the person', async () => {
    setUp();
    const { dialog, user } = await openCard();
    await commentsIn(dialog);

    await user.type(within(dialog).getByRole('textbox', { name: 'Write a comment' }), 'Agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));

    await waitFor(() =>
      expect(backend.comments().find((c) => c.text === 'Agreed')).toMatchObject({
        authorId: ada.uid,
        authorName: 'Ada Lovelace',
      }),
    );
    const items = await commentsIn(dialog);
    expect(within(items[0]!).getByText('Agreed')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  });

  it('refuses a blank or too long comment in words and keeps the text', async () => {
    setUp();
    const { dialog, user } = await openCard();
    const field = within(dialog).getByRole('textbox', { name: 'Write a comment' });
    const add = within(dialog).getByRole('button', { name: 'Add comment' });

    await user.type(field, '   ');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A comment can’t be empty.');

    const long = 'y'.repeat(5_001);
    fireEvent.change(field, { target: { value: long } });
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A comment can be at most 5,000 characters (this one has 5,001).',
    );
    expect(field).toHaveValue(long);
    expect(backend.writes().filter((w) => w.fn === 'commitEdit')).toEqual([]);
  });

  it('a refused comment goes, says why, and offers the text back', async () => {
    setUp();
    const { dialog, user } = await openCard();
    await commentsIn(dialog);
    backend.refuseNext('commitEdit');

    await user.type(within(dialog).getByRole('textbox', { name: 'Write a comment' }), 'Lost?');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));

    expect(await screen.findByText(/couldn’t add the comment/)).toBeInTheDocument();
    expect(screen.getByText('Lost?')).toBeInTheDocument(); // offered back to copy
    expect(await commentsIn(dialog)).toHaveLength(2);
  });

  it('edits one’s own in place, with Save and Cancel', async () => {
    setUp();
    const { dialog, user } = await openCard();
    const [mine] = await commentsIn(dialog);

    await user.click(within(mine!).getByRole('button', { name: 'Edit comment' }));
    await user.click(within(mine!).getByRole('button', { name: 'Cancel' }));
    await user.click(within(mine!).getByRole('button', { name: 'Edit comment' }));
    const field = within(mine!).getByRole('textbox', { name: 'Edit comment' });
    await user.clear(field);
    await user.type(field, 'Rewritten');
    await user.click(within(mine!).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(backend.comments().find((c) => c.id === 'k2')?.text).toBe('Rewritten'),
    );
    expect(within(dialog).getByText('Rewritten')).toBeInTheDocument();
  });

  it('edits a comment with a mention: the box shows the name, the saved text keeps the token', async () => {
    setUp();
    const token = `@[Grace Hopper](${grace.uid})`;
    backend.addCommentElsewhere(BOARD_ID, 'c1', said('k4', ada, `Ask ${token} today`, 4_000));
    const { dialog, user } = await openCard();
    const [mine] = await commentsIn(dialog);

    await user.click(within(mine!).getByRole('button', { name: 'Edit comment' }));
    const field = within(mine!).getByRole('textbox', {
      name: 'Edit comment',
    }) as HTMLTextAreaElement;
    expect(field.value).toBe('Ask @Grace Hopper today');
    await user.type(field, ', please', {
      initialSelectionStart: field.value.length,
      initialSelectionEnd: field.value.length,
    });
    await user.click(within(mine!).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(backend.comments().find((c) => c.id === 'k4')?.text).toBe(
        `Ask ${token} today, please`,
      ),
    );
  });

  it('shows comments from others as they are written', async () => {
    setUp();
    const { dialog } = await openCard();
    await commentsIn(dialog);

    backend.addCommentElsewhere(BOARD_ID, 'c1', said('k3', grace, 'Just now', 3_000));

    await waitFor(async () =>
      expect(within((await commentsIn(dialog))[0]!).getByText('Just now')).toBeInTheDocument(),
    );
  });
});

describe('assignees', () => {
  it('assigns a member from card details, and the card shows their initials', async () => {
    setUp();
    const { dialog, user } = await openCard();
    const toggle = within(dialog).getByRole('button', { name: 'Assign Grace Hopper' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(backend.cards().find((c) => c.id === 'c1')?.assigneeIds).toEqual([grace.uid]),
    );
    const face = screen.getByRole('img', { name: 'Assigned to Grace Hopper' });
    expect(face).toHaveTextContent('GH');

    await user.click(toggle);
    await waitFor(() =>
      expect(backend.cards().find((c) => c.id === 'c1')?.assigneeIds).toEqual([]),
    );
    expect(backend.activity().map(({ kind, cardId, words }) => ({ kind, cardId, words }))).toEqual([
      { kind: 'cardAssign', cardId: 'c1', words: { person: 'Grace Hopper' } },
      { kind: 'cardUnassign', cardId: 'c1', words: { person: 'Grace Hopper' } },
    ]);
  });

  it('a refused assignment is undone and says so', async () => {
    setUp();
    const { dialog, user } = await openCard();
    backend.refuseNext('commitEdit');
    const toggle = within(dialog).getByRole('button', { name: 'Assign Grace Hopper' });

    await user.click(toggle);

    expect(await screen.findByText(/couldn’t assign the card/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(backend.cards().find((c) => c.id === 'c1')?.assigneeIds).toEqual([]);
  });

  it('card faces show only current members', async () => {
    setUp();
    renderApp(`/boards/${BOARD_ID}`);
    expect(await screen.findByRole('img', { name: 'Assigned to Ada Lovelace' })).toHaveTextContent(
      'AL',
    );
    expect(screen.getAllByRole('img', { name: /^Assigned to/ })).toHaveLength(1);
  });

  it('“Assigned to me” shows only the cards assigned to the signed-in person', async () => {
    setUp();
    const { user } = renderApp(`/boards/${BOARD_ID}`);
    await screen.findByText('Write brief');

    await user.click(screen.getByRole('button', { name: 'Assigned to me' }));

    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByText('Write brief')).not.toBeInTheDocument();
    expect(screen.getByText('Book venue')).toBeInTheDocument();
  });

  it('a viewer sees who is assigned but cannot change it', async () => {
    setUp(grace, 'viewer');
    const { dialog } = await openCard('Book venue');
    const section = within(dialog).getByRole('region', { name: 'Assignees' });
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Ada Lovelace');
  });
});
