// A cell's editor in place (issue 33 §1): Enter or leaving the cell saves, Escape cancels. Each
// save is the board's own card request, so it goes through the edit pipeline (undo, the feed,
// offline, live for others).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { Member } from '../../domain/members';
import type { BoardList, Card, Label } from '../../domain/types';
import {
  cardAssigneeToggled,
  cardMoveRequested,
  cardRenameRequested,
  cardUpdateRequested,
  labelName,
} from '../cards';
import type { EditableColumn } from './tableColumns';

export interface EditorProps {
  card: Card;
  column: EditableColumn;
  columnName: string;
  lists: BoardList[];
  labels: Label[];
  members: Member[];
  /** How many cards the filter shows in each list: a moved card goes to its new list's end. */
  shownInList: (listId: string) => number;
  done: () => void;
}

export function CellEditor(props: EditorProps) {
  const { card, column, columnName, lists, labels, members, shownInList, done } = props;
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const { title } = card;
  const initial =
    column === 'title'
      ? card.title
      : column === 'list'
        ? card.listId
        : column === 'due'
          ? (card.due ?? '')
          : column === 'start'
            ? (card.start ?? '')
            : '';
  const [value, setValue] = useState(initial);
  const chosenInitial = column === 'labels' ? card.labelIds : card.assigneeIds;
  const [chosen, setChosen] = useState<string[]>(chosenInitial);
  const field = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const finished = useRef(false);

  useEffect(() => {
    field.current?.focus();
    if (column === 'title') field.current?.select();
  }, [column]);

  const save = () => {
    if (finished.current) return;
    finished.current = true;
    if (column === 'title') {
      const title = value.trim();
      if (title && title !== card.title) dispatch(cardRenameRequested({ cardId: card.id, title }));
    } else if (column === 'list') {
      if (value !== card.listId) {
        const toIndex = shownInList(value);
        dispatch(cardMoveRequested({ cardId: card.id, toListId: value, toIndex }));
      }
    } else if (column === 'due') {
      const due = value || null;
      if (due !== card.due) {
        const patch = due ? { due } : { due: null, dueComplete: false };
        dispatch(cardUpdateRequested({ cardId: card.id, patch }));
      }
    } else if (column === 'start') {
      // A start after the due is refused by the saga, with a notice that says so.
      const start = value || null;
      if (start !== (card.start ?? null)) {
        dispatch(cardUpdateRequested({ cardId: card.id, patch: { start } }));
      }
    } else if (column === 'labels') {
      const same =
        chosen.length === card.labelIds.length && chosen.every((id) => card.labelIds.includes(id));
      if (!same) dispatch(cardUpdateRequested({ cardId: card.id, patch: { labelIds: chosen } }));
    } else {
      for (const member of members) {
        const was = card.assigneeIds.includes(member.uid);
        const now = chosen.includes(member.uid);
        if (was !== now) {
          dispatch(cardAssigneeToggled({ cardId: card.id, uid: member.uid, assigned: now }));
        }
      }
    }
    done();
  };
  const cancel = () => {
    finished.current = true;
    done();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The grid's own keys (arrows, Enter) are the editor's while it is open.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };
  const common = {
    ref: field,
    onKeyDown,
    onBlur: save,
    'aria-label': t`${columnName} of ${title}`,
  };

  if (column === 'title' || column === 'due' || column === 'start') {
    return (
      <input
        {...common}
        type={column === 'title' ? 'text' : 'date'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    );
  }
  if (column === 'list') {
    return (
      <select {...common} value={value} onChange={(event) => setValue(event.target.value)}>
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.title}
          </option>
        ))}
      </select>
    );
  }
  const options =
    column === 'labels'
      ? labels.map((label) => ({ id: label.id, name: labelName(label) }))
      : members.map((member) => ({ id: member.uid, name: member.name }));
  return (
    <select
      {...common}
      multiple
      size={Math.min(4, Math.max(2, options.length))}
      value={chosen}
      onChange={(event) =>
        setChosen([...event.target.selectedOptions].map((option) => option.value))
      }
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
