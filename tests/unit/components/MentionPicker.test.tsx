// The @ picker by role: a listbox of the members passed in, filtered by what follows `@`,
// driven from the textarea (the combobox) by keyboard or by mouse; nothing typed is lost.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { MentionPicker } from '../../../src/components/MentionPicker/MentionPicker';
import {
  useMentionPicker,
  type MentionCandidate,
} from '../../../src/components/MentionPicker/useMentionPicker';

const MEMBERS: MentionCandidate[] = [
  { uid: 'ada-uid', name: 'Ada Owner' },
  { uid: 'bob-uid', name: 'Bob Editor' },
  { uid: 'bea-uid', name: 'Beatrice Viewer' },
];

function Editor({ onEscape }: { onEscape: () => void }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const picker = useMentionPicker({
    candidates: MEMBERS,
    value,
    onValueChange: setValue,
    textareaRef: ref,
  });
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEscape();
      }}
    >
      <textarea
        ref={ref}
        aria-label="Write a comment"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => picker.handleKeyDown(event)}
        {...picker.textareaProps}
      />
      <MentionPicker picker={picker} />
    </div>
  );
}

function renderEditor() {
  const onEscape = jest.fn();
  render(
    <AppProviders store={makeStore(undefined, { runSagas: false })}>
      <Editor onEscape={onEscape} />
    </AppProviders>,
  );
  const field = () => screen.getByLabelText('Write a comment') as HTMLTextAreaElement;
  return { user: userEvent.setup(), field, onEscape };
}

describe('the @ picker', () => {
  it('typing @bo offers Bob Editor in a listbox the textarea controls', async () => {
    const { user, field } = renderEditor();
    await user.type(field(), 'Hi @bo');
    const listbox = screen.getByRole('listbox', { name: 'Mention someone' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bob Editor',
    ]);
    const combobox = screen.getByRole('combobox', { name: 'Write a comment' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Bob Editor' }).id,
    );
  });

  it('ArrowDown then Enter inserts the chosen member’s token and a space, caret after it', async () => {
    const { user, field } = renderEditor();
    await user.type(field(), 'Ask @b');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', second.id);
    const chosen = second.textContent;
    await user.keyboard('{Enter}');
    const uid = MEMBERS.find((member) => member.name === chosen)!.uid;
    const expected = `Ask @[${chosen}](${uid}) `;
    expect(field().value).toBe(expected);
    expect(field().selectionStart).toBe(expected.length);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    await user.keyboard('thanks');
    expect(field().value).toBe(`${expected}thanks`);
  });

  it('Tab chooses too, and a click on an option chooses it', async () => {
    const { user, field } = renderEditor();
    await user.type(field(), '@ada');
    await user.keyboard('{Tab}');
    expect(field().value).toBe('@[Ada Owner](ada-uid) ');
    await user.type(field(), 'and @bea');
    await user.click(screen.getByRole('option', { name: 'Beatrice Viewer' }));
    expect(field().value).toBe('@[Ada Owner](ada-uid) and @[Beatrice Viewer](bea-uid) ');
  });

  it('Escape closes the list, keeps the typed text, and goes no further', async () => {
    const { user, field, onEscape } = renderEditor();
    await user.type(field(), 'Hello @bo');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field().value).toBe('Hello @bo');
    expect(onEscape).not.toHaveBeenCalled();
    // The same @ stays closed as one types on; a new one opens the list again.
    await user.type(field(), 'b and @');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('never offers anyone who is not passed in, and closes when nobody matches', async () => {
    const { user, field } = renderEditor();
    await user.type(field(), '@');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ada Owner',
      'Bob Editor',
      'Beatrice Viewer',
    ]);
    await user.type(field(), 'mallory');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /mallory/i })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(field().value).toBe('@mallory\n');
  });

  it('an @ inside a word (an email) opens nothing', async () => {
    const { user, field } = renderEditor();
    await user.type(field(), 'mail bob@b');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
