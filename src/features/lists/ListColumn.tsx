// One list as a column: its header (the grip that moves the list, the title, the list's
// actions), its cards, and the quick add (a viewer sees the name and cards). It takes only ids and selects its own data, so other lists' changes skip it.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCanEditBoard, selectList } from '../board';
import { listRenameRequested } from './listRequests';
import { listDragId, selectWipCount, type DragData, CardComposer, TitleEditor } from '../cards';
import { wipLimitOf } from '../../domain/wipLimit';
import { ListActionsMenu } from './ListActionsMenu';
import { ListCards } from './ListCards';
import { WipCount } from './WipCount';
import { Column, ColumnHeader, ColumnTitle } from './ListColumn.styles';

/** Six dots, the grip's picture. */
function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {[4, 8, 12].map((y) =>
        [5.5, 10.5].map((x) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill="currentColor" />
        )),
      )}
    </svg>
  );
}

/** A viewer's list header: its name only. */
function ReadOnlyListHeader({ listId, title }: { listId: string; title: string }) {
  return (
    <ColumnHeader>
      <ColumnTitle>
        <span className="read-only">{title}</span>
      </ColumnTitle>
      <WipCount listId={listId} />
    </ColumnHeader>
  );
}

const ListHeader = memo(function ListHeader({
  listId,
  title,
  handleRef,
  attributes,
  listeners,
}: {
  listId: string;
  title: string;
  handleRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const stopRenaming = useCallback(() => setRenaming(false), []);
  const rename = useCallback(
    (next: string) => dispatch(listRenameRequested({ listId, title: next })),
    [dispatch, listId],
  );

  return (
    <ColumnHeader>
      {/* A grip of its own at the header's start, beside the title and menu buttons rather than
          around them: a button holds no other control, and a mouse or finger finds it. */}
      <button
        ref={handleRef}
        type="button"
        {...attributes}
        {...listeners}
        className="move-handle"
        aria-label={t`Move list ${title}`}
        title={t`Drag to move the list (or focus, Space, arrows, Space)`}
      >
        <GripIcon />
      </button>
      {renaming ? (
        <TitleEditor
          kind="list"
          initial={title}
          label={t`Edit list name`}
          onSave={rename}
          onDone={stopRenaming}
          className="grow"
        />
      ) : (
        <ColumnTitle>
          <button type="button" title={t`Rename list`} onClick={() => setRenaming(true)}>
            {title}
          </button>
        </ColumnTitle>
      )}
      <WipCount listId={listId} />
      <ListActionsMenu listId={listId} title={title} />
    </ColumnHeader>
  );
});

export const ListColumn = memo(function ListColumn({ listId }: { listId: string }) {
  const list = useAppSelector((state) => selectList(state, listId));
  const canEdit = useAppSelector(selectCanEditBoard);
  const overLimit = useAppSelector((state) => {
    const limit = list ? wipLimitOf(list) : null;
    return limit !== null && selectWipCount(state, listId) > limit;
  });
  const data = useMemo((): DragData => ({ type: 'list', listId }), [listId]);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: listDragId(listId), data, disabled: !canEdit });
  if (!list) return null;
  return (
    <Column
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={list.title}
      data-list-id={listId}
      data-dragging={isDragging || undefined}
      data-over-limit={overLimit || undefined}
    >
      {canEdit ? (
        <ListHeader
          listId={listId}
          title={list.title}
          handleRef={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
      ) : (
        <ReadOnlyListHeader listId={listId} title={list.title} />
      )}
      <ListCards listId={listId} />
      {canEdit && <CardComposer listId={listId} />}
    </Column>
  );
});
