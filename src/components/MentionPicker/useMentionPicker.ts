// The @ picker's behaviour, headless: typing `@` in a textarea offers the people who can be
// mentioned, filtered by what follows it. The textarea becomes the combobox while the list is
// open (the ARIA combobox pattern: focus stays in the textarea, aria-activedescendant names the
// option): ArrowUp/ArrowDown move, Enter or Tab choose, Escape closes and keeps the text. The
// choice replaces `@query` with the mention's token and a space, the caret after it. The
// textarea shows each mention as `@Name` while `value` (the stored text) keeps its token:
// textareaProps carries the shown value and maps each change back (domain/mentionText).
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { editShownText, shownText } from '../../domain/mentionText';
import { mentionToken } from '../../domain/mentions';

/** Someone who can be mentioned: a member of the board, by the caller. */
export interface MentionCandidate {
  uid: string;
  name: string;
}

interface Options {
  /** Everyone who can be mentioned; nobody else is ever offered. */
  candidates: readonly MentionCandidate[];
  value: string;
  onValueChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** The `@query` the caret is in: where its `@` is, and what follows up to the caret. */
interface Trigger {
  at: number;
  query: string;
}

const MAX_QUERY = 40;

/** The `@query` ending at `caret`, or null: an `@` at the start or after a space or bracket. */
export function triggerAt(value: string, caret: number): Trigger | null {
  const at = value.lastIndexOf('@', caret - 1);
  if (at < 0 || caret - at - 1 > MAX_QUERY) return null;
  if (at > 0 && !/[\s([{]/.test(value[at - 1]!)) return null;
  const query = value.slice(at + 1, caret);
  if (/[\n@[\]()]/.test(query) || query.startsWith(' ')) return null;
  return { at, query };
}

/** The candidates whose name holds `query` (case and accents aside), names starting with it first. */
export function matchingCandidates(
  candidates: readonly MentionCandidate[],
  query: string,
): MentionCandidate[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(query.trim());
  const found = candidates.filter((candidate) => fold(candidate.name).includes(wanted));
  return found.sort(
    (a, b) => Number(fold(b.name).startsWith(wanted)) - Number(fold(a.name).startsWith(wanted)),
  );
}

export function useMentionPicker({ candidates, value, onValueChange, textareaRef }: Options) {
  const listboxId = useId();
  // Where the caret is (null while text is selected), as the textarea's events report it.
  const [caret, setCaret] = useState<number | null>(null);
  // The highlighted option, for the `@query` it was moved in (a new query starts at the top).
  const [highlight, setHighlight] = useState({ key: '', index: 0 });
  // The `@` whose list was closed with Escape: it stays closed until another `@` is typed.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const { text: shown, mentions } = useMemo(() => shownText(value), [value]);

  /** The textarea now holds `after`, the caret at `at`: store the change, keep the caret. */
  const edit = (after: string, at: number) => {
    const next = editShownText(value, after, at);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    onValueChange(next.stored);
  };

  const readCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    setCaret(field.selectionStart === field.selectionEnd ? field.selectionStart : null);
  };

  // After a choice, the caret goes right after the inserted mention and its space.
  useLayoutEffect(() => {
    const field = textareaRef.current;
    if (pendingCaret.current === null || !field) return;
    field.focus();
    field.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value, textareaRef]);

  const trigger = useMemo(() => {
    const found = caret === null ? null : triggerAt(shown, Math.min(caret, shown.length));
    // The `@` of a mention already made opens nothing.
    const made = mentions.some((mention) => mention.start === found?.at);
    return made ? null : found;
  }, [shown, mentions, caret]);
  const options = useMemo(
    () => (trigger ? matchingCandidates(candidates, trigger.query) : []),
    [candidates, trigger],
  );
  const open = trigger !== null && trigger.at !== dismissedAt && options.length > 0;
  const key = trigger ? `${trigger.at}:${trigger.query}` : '';
  const activeIndex =
    highlight.key === key ? Math.min(highlight.index, Math.max(0, options.length - 1)) : 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const choose = (candidate: MentionCandidate) => {
    if (!trigger) return;
    const field = textareaRef.current;
    const end = field ? field.selectionStart : trigger.at + 1 + trigger.query.length;
    const inserted = `${mentionToken(candidate.name, candidate.uid)} `;
    edit(shown.slice(0, trigger.at) + inserted + shown.slice(end), trigger.at + inserted.length);
  };

  /** The textarea's keydown: true when the picker used the key (the caller then ignores it). */
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      setHighlight({ key, index: (activeIndex + step + options.length) % options.length });
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return false;
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      setDismissedAt(trigger.at);
    } else {
      return false;
    }
    event.preventDefault();
    // Escape closes the list only, not the editor or the dialog around it.
    event.stopPropagation();
    return true;
  };

  const comboboxProps = open
    ? {
        role: 'combobox',
        'aria-expanded': true,
        'aria-controls': listboxId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': optionId(activeIndex),
      }
    : {};

  return {
    open,
    options,
    activeIndex,
    listboxId,
    optionId,
    choose,
    handleKeyDown,
    /**
     * Spread on the textarea, after its own props: the shown value and its change, the
     * combobox's attributes while open, and caret tracking.
     */
    textareaProps: {
      ...comboboxProps,
      value: shown,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
        edit(event.currentTarget.value, event.currentTarget.selectionEnd),
      onInput: readCaret,
      onSelect: readCaret,
      onClick: readCaret,
      onKeyUp: readCaret,
    },
  };
}

export type MentionPickerState = ReturnType<typeof useMentionPicker>;
