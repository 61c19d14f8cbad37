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

function Editor({ onEscape, initial = '' }: { onEscape: () => void; initial?: string }) {
  const [value, setValue] = useState(initial);
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
        onKeyDown={(event) => picker.handleKeyDown(event)}
        {...picker.textareaProps}
      />
      <MentionPicker picker={picker} />
      <output aria-label="Stored text">{value}</output>
    </div>
  );
}

function renderEditor(initial = '') {
  const onEscape = jest.fn();
  render(
    <AppProviders store={makeStore(undefined, { runSagas: false })}>
      <Editor onEscape={onEscape} initial={initial} />
    </AppProviders>,
  );
  const field = () => screen.getByLabelText('Write a comment') as HTMLTextAreaElement;
  const stored = () => screen.getByLabelText('Stored text').textContent;
  return { user: userEvent.setup(), field, stored, onEscape };
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
    const { user, field, stored } = renderEditor();
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
    // The box shows the name; the stored text keeps the token.
    expect(stored()).toBe(expected);
    expect(field().value).toBe(`Ask @${chosen} `);
    expect(field().selectionStart).toBe(`Ask @${chosen} `.length);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    await user.keyboard('thanks');
    expect(stored()).toBe(`${expected}thanks`);
    expect(field().value).toBe(`Ask @${chosen} thanks`);
  });

  it('Tab chooses too, and a click on an option chooses it', async () => {
    const { user, field, stored } = renderEditor();
    await user.type(field(), '@ada');
    await user.keyboard('{Tab}');
    expect(stored()).toBe('@[Ada Owner](ada-uid) ');
    expect(field().value).toBe('@Ada Owner ');
    await user.type(field(), 'and @bea');
    await user.click(screen.getByRole('option', { name: 'Beatrice Viewer' }));
    expect(stored()).toBe('@[Ada Owner](ada-uid) and @[Beatrice Viewer](bea-uid) ');
    expect(field().value).toBe('@Ada Owner and @Beatrice Viewer ');
    expect(field().value).not.toContain('](');
  });

  it('types around a mention, and Backspace after it deletes it whole', async () => {
    const { user, field, stored } = renderEditor();
    await user.type(field(), 'Hi @bob');
    await user.keyboard('{Enter}');
    await user.keyboard('see this');
    expect(stored()).toBe('Hi @[Bob Editor](bob-uid) see this');
    // Before the mention: it moves along, still a mention.
    field().setSelectionRange(0, 0);
    await user.type(field(), 'Oh, ', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(stored()).toBe('Oh, Hi @[Bob Editor](bob-uid) see this');
    expect(field().value).toBe('Oh, Hi @Bob Editor see this');
    // Right after its last letter: Backspace takes the whole mention, caret where it began.
    const end = 'Oh, Hi @Bob Editor'.length;
    await user.type(field(), '{Backspace}', {
      initialSelectionStart: end,
      initialSelectionEnd: end,
    });
    expect(stored()).toBe('Oh, Hi  see this');
    expect(field().value).toBe('Oh, Hi  see this');
    expect(field().selectionStart).toBe('Oh, Hi '.length);
  });

  it('edits a stored text with a mention: shown as the name, the token kept', async () => {
    const { user, field, stored } = renderEditor('Thanks @[Ada Owner](ada-uid)!');
    expect(field().value).toBe('Thanks @Ada Owner!');
    const end = field().value.length;
    await user.type(field(), ' Done.', { initialSelectionStart: end, initialSelectionEnd: end });
    expect(stored()).toBe('Thanks @[Ada Owner](ada-uid)! Done.');
    // Typing inside the name leaves plain words, never a half token.
    await user.type(field(), 'X', { initialSelectionStart: 11, initialSelectionEnd: 11 });
    expect(stored()).toBe('Thanks @AdaX Owner! Done.');
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
