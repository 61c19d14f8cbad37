// The one markdown editor, by role: Write / Preview, the @ picker of the members passed in,
// Ctrl+Enter to submit, Escape to leave it (and only it); and a comment's edit box is this
// editor, @ picker included.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import type { RootState } from '../../../src/app/rootReducer';
import { MarkdownEditor } from '../../../src/components/Markdown/MarkdownEditor';
import type { Comment } from '../../../src/domain/comment';
import type { Member } from '../../../src/domain/members';
import { CommentItem } from '../../../src/features/comments/CommentItem';
import { commentEditRequested } from '../../../src/features/comments/commentsSlice';
import { boardScene } from '../boardFixtures';
import { renderWithStore } from '../renderWithStore';

const MEMBERS: Member[] = [
  { uid: 'ada-uid', role: 'owner', name: 'Ada Owner', email: 'ada@example.com' },
  { uid: 'bob-uid', role: 'editor', name: 'Bob Editor', email: 'bob@example.com' },
];

function Host({ onSubmit, onCancel }: { onSubmit: (text: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState('');
  return (
    <MarkdownEditor
      label="Test editor"
      fieldLabel="Notes"
      value={value}
      onChange={setValue}
      members={MEMBERS}
      onSubmit={() => onSubmit(value)}
      onCancel={onCancel}
    />
  );
}

function renderEditor() {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  const outside = jest.fn();
  render(
    <AppProviders store={makeStore(undefined, { runSagas: false })}>
      <div
        onKeyDown={(event) => {
          if (event.key === 'Escape') outside();
        }}
      >
        <Host onSubmit={onSubmit} onCancel={onCancel} />
      </div>
    </AppProviders>,
  );
  return { user: userEvent.setup(), onSubmit, onCancel, outside };
}

describe('the markdown editor', () => {
  it('previews the draft as it will show, and Write brings the field back, focused', async () => {
    const { user } = renderEditor();
    const group = screen.getByRole('group', { name: 'Test editor' });
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), '**bold** word');
    await user.click(within(group).getByRole('button', { name: 'Preview' }));
    expect(within(group).getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    await user.click(within(group).getByRole('button', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('**bold** word');
  });

  it('offers the members after @ and inserts the chosen one’s mention, shown by name, kept as its token', async () => {
    const { user, onSubmit } = renderEditor();
    const field = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(field, 'Hi @bo');
    const list = screen.getByRole('listbox', { name: 'Mention someone' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bob Editor']);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Hi @Bob Editor ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith('Hi @[Bob Editor](bob-uid) ');
  });

  it('Ctrl+Enter submits; Escape leaves the editor and goes no further', async () => {
    const { user, onSubmit, onCancel, outside } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Done');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith('Done');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(outside).not.toHaveBeenCalled();
  });
});

describe('editing a comment', () => {
  const comment: Comment = {
    id: 'm1',
    authorId: 'ada-uid',
    authorName: 'Ada Owner',
    text: 'Old text',
    createdAt: 1_000,
    updatedAt: 1_000,
    importedAt: null,
  };

  it('uses the same editor: Write / Preview and the @ picker, then saves the text', async () => {
    const { state } = boardScene({ members: MEMBERS });
    const { store } = renderWithStore(
      <ul>
        <CommentItem cardId="c1" comment={comment} canEdit canDelete={false} now={2_000} />
      </ul>,
      { preloadedState: state as Partial<RootState> },
    );
    const dispatched = jest.spyOn(store, 'dispatch');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit comment' }));
    expect(screen.getByRole('group', { name: 'Comment editor' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Edit comment' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Ask @bo');
    await user.click(screen.getByRole('option', { name: 'Bob Editor' }));
    expect(field).toHaveValue('Ask @Bob Editor ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(dispatched).toHaveBeenCalledWith(
      commentEditRequested({ cardId: 'c1', commentId: 'm1', text: 'Ask @[Bob Editor](bob-uid)' }),
    );
  });
});
