// One board on the dashboard: a link in the board's colour, with its buttons beside it (never
// inside it: a link stays a link) and a move handle from the sortable grid. The buttons are what
// the person's role allows (issue 31 §2): the owner renames, recolours and deletes; an editor or
// viewer may change neither the board's name nor its colour (the rules), so they get Leave.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { boardPath } from '../../config/routes';
import { PALETTE } from '../../domain/palette';
import { boardStarToggled } from '../board';
import type { DashboardTile } from '../board';
import { modalOpened } from '../modal';
import { selectSessionUid } from '../session';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { LeaveIcon, PencilIcon, StarIcon, TrashIcon } from './icons';

const Item = styled.li<{ $fill: string; $text: string; $dragging: boolean }>`
  position: relative;
  min-height: 6.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $fill }) => $fill};
  color: ${({ $text }) => $text};
  box-shadow: 0 1px 2px rgba(9, 30, 66, 0.2);
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      z-index: 10;
      box-shadow: ${theme.shadow};
      opacity: 0.92;
    `}
`;

const TileLink = styled(Link)`
  display: block;
  height: 100%;
  min-height: 6.5rem;
  /* Room at the bottom for the buttons row. */
  padding: 0.75rem 1rem 2.75rem;
  border-radius: inherit;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    background: rgba(0, 0, 0, 0.12);
  }
`;

/** The buttons along the bottom of a tile; the handle sits at the start, the rest at the end. */
const Tools = styled.div`
  position: absolute;
  inset-inline-start: 0.35rem;
  inset-inline-end: 0.35rem;
  bottom: 0.35rem;
  display: flex;
  align-items: center;
  gap: 0.15rem;
  pointer-events: none; /* Clicks between the buttons reach the link. */

  & > * {
    pointer-events: auto;
  }
`;

export const TileButton = styled.button<{ $on?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: ${({ $on }) => ($on ? 1 : 0.8)};

  &:hover,
  &:focus-visible {
    opacity: 1;
    background: ${({ theme }) => theme.colors.onFill};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:focus-visible {
    outline-color: currentColor;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

const Pending = styled.li`
  min-height: 6.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.border};
`;

interface BoardTileProps {
  tile: DashboardTile;
  itemRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  /** The move handle, supplied by the sortable grid. */
  handle?: ReactNode;
}

export function BoardTile({ tile, itemRef, style, dragging = false, handle }: BoardTileProps) {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectSessionUid);
  const { t } = useLingui();

  if (!tile.loaded) {
    // Listed in the person's order, but its title and colour have not arrived yet.
    return (
      <Pending ref={itemRef} style={style} aria-busy="true">
        <VisuallyHidden>
          <Trans>Loading board…</Trans>
        </VisuallyHidden>
      </Pending>
    );
  }

  const { id, title, starred } = tile;
  const colour = PALETTE[tile.color];
  const isOwner = uid !== null && tile.ownerId === uid;
  return (
    <Item
      ref={itemRef}
      style={style}
      $fill={colour.fill}
      $text={colour.text}
      $dragging={dragging}
      data-board-id={id}
    >
      <TileLink to={boardPath(id)}>{title}</TileLink>
      <Tools>
        {handle}
        <Spacer />
        <TileButton
          type="button"
          $on={starred}
          aria-pressed={starred}
          aria-label={starred ? t`Unstar ${title}` : t`Star ${title}`}
          title={starred ? t`Unstar` : t`Star: starred boards come first`}
          onClick={() => dispatch(boardStarToggled({ boardId: id }))}
        >
          <StarIcon filled={starred} />
        </TileButton>
        {isOwner ? (
          <>
            <TileButton
              type="button"
              aria-label={t`Rename ${title}`}
              title={t`Rename or recolour`}
              onClick={() => dispatch(modalOpened('renameBoard', id))}
            >
              <PencilIcon />
            </TileButton>
            <TileButton
              type="button"
              aria-label={t`Delete ${title}`}
              title={t`Delete`}
              onClick={() => dispatch(modalOpened('deleteBoard', id))}
            >
              <TrashIcon />
            </TileButton>
          </>
        ) : (
          <TileButton
            type="button"
            aria-label={t`Leave ${title}`}
            title={t`Leave board`}
            onClick={() => dispatch(modalOpened('leaveBoard', id))}
          >
            <LeaveIcon />
          </TileButton>
        )}
      </Tools>
    </Item>
  );
}
