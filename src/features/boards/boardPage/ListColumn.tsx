// One list as a column: its header (the title, the list's actions and, behind them, the drag
// handle for moving the list), its cards, and the quick add (a viewer sees the name and cards). It takes only ids and selects its own data, so other lists' changes skip it.
import { Draggable, type DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { memo, useCallback, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { listRenameRequested } from '../openBoardSlice';
import { selectCanEditBoard, selectList } from '../openBoardSelectors';
import { CardComposer } from './CardComposer';
import { ListActionsMenu } from './ListActionsMenu';
import { ListCards } from './ListCards';
import { Column, ColumnHeader, ColumnTitle } from './ListColumn.styles';
import { TitleEditor } from './TitleEditor';

/** A viewer's list header: its name only. */
function ReadOnlyListHeader({ title }: { title: string }) {
  return (
    <ColumnHeader>
      <ColumnTitle>
        <span className="read-only">{title}</span>
      </ColumnTitle>
    </ColumnHeader>
  );
}

const ListHeader = memo(function ListHeader({
  listId,
  title,
  dragHandleProps,
}: {
  listId: string;
  title: string;
  dragHandleProps: DraggableProvidedDragHandleProps | null;
}) {
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState(false);
  const stopRenaming = useCallback(() => setRenaming(false), []);
  const rename = useCallback(
    (next: string) => dispatch(listRenameRequested({ listId, title: next })),
    [dispatch, listId],
  );

  return (
    <ColumnHeader>
      {/* The handle is the header's background, beside the title and menu buttons rather than
          around them: a button holds no other control. */}
      <div {...dragHandleProps} className="move-handle" aria-label={`Move list ${title}`} />
      {renaming ? (
        <TitleEditor
          kind="list"
          initial={title}
          label="Edit list name"
          onSave={rename}
          onDone={stopRenaming}
          className="grow"
        />
      ) : (
        <ColumnTitle>
          <button type="button" title="Rename list" onClick={() => setRenaming(true)}>
            {title}
          </button>
        </ColumnTitle>
      )}
      <ListActionsMenu listId={listId} title={title} />
    </ColumnHeader>
  );
});

export const ListColumn = memo(function ListColumn({
  listId,
  index,
}: {
  listId: string;
  index: number;
}) {
  const list = useAppSelector((state) => selectList(state, listId));
  const canEdit = useAppSelector(selectCanEditBoard);
  if (!list) return null;
  return (
    <Draggable draggableId={listId} index={index} isDragDisabled={!canEdit}>
      {(provided, snapshot) => (
        <Column
          ref={provided.innerRef}
          {...provided.draggableProps}
          aria-label={list.title}
          data-list-id={listId}
          data-dragging={snapshot.isDragging}
        >
          {canEdit ? (
            <ListHeader
              listId={listId}
              title={list.title}
              dragHandleProps={provided.dragHandleProps}
            />
          ) : (
            <ReadOnlyListHeader title={list.title} />
          )}
          <ListCards listId={listId} />
          {canEdit && <CardComposer listId={listId} />}
        </Column>
      )}
    </Draggable>
  );
});
