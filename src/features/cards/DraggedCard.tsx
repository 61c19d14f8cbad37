// The card that follows the pointer (or the arrow keys) while it is moved: a picture of the
// tile, in dnd-kit's drag overlay. The tile itself stays in its list as the gap where it lands.
import { useContext } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { theme } from '../../styles/theme';
import { selectCard } from '../board';
import { BoardLabelsContext } from './boardLabelsContext';
import { CardAssignees, CardBadges, CardLabels } from './CardBadges';
import { cardTileStyles } from './CardTile.styles';

const Frame = styled.div`
  ${cardTileStyles}

  .card-tile {
    margin: 0;
    content-visibility: visible;
    box-shadow: ${theme.shadow};
    cursor: grabbing;
  }
`;

export function DraggedCard({ cardId }: { cardId: string }) {
  const card = useAppSelector((state) => selectCard(state, cardId));
  const labels = useContext(BoardLabelsContext);
  if (!card) return null;
  return (
    <Frame aria-hidden="true">
      <div className="card-tile">
        <div className="card-handle">
          <CardLabels card={card} labels={labels} />
          <span className="title">{card.title}</span>
          <CardBadges card={card} />
          <CardAssignees card={card} />
        </div>
      </div>
    </Frame>
  );
}
