// The card's title (the dialog's heading) renamed in place, and the list the card is in.
// Enter or leaving the field saves, Escape reverts; a refused title stays with the reason.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { shortcutTarget } from '../../components/Keyboard/shortcuts';
import { InlineEditor } from '../../components/InlineEditor/InlineEditor';
import type { Card } from '../../domain/types';
import { checkTitle } from '../../domain/validation';
import { selectList } from '../board';
import { cardRenameRequested } from '../cards';
import { Muted, Row } from '../../components/CardDetails/cardDetails.styles';
import { worded } from '../../messages/problems';

const TitleEditor = styled(InlineEditor)`
  textarea {
    min-height: 3rem;
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

const checkCardTitle = (draft: string) => worded(checkTitle('card', draft));

export function CardTitleSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const list = useAppSelector((state) => selectList(state, card.listId));
  const listTitle = list ? list.title : null;
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to the button once an edit ends, not on first render.
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (!editing && returnFocus) editButton.current?.focus();
  }, [editing, returnFocus]);

  const done = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  return (
    <div>
      {editing ? (
        <TitleEditor
          initial={card.title}
          label={t`Card title`}
          multiline
          check={checkCardTitle}
          onSave={(title) => dispatch(cardRenameRequested({ cardId: card.id, title }))}
          onDone={done}
        />
      ) : (
        <Row>
          <Muted>
            {listTitle !== null ? t`in list ${listTitle}` : t`in a list no longer on the board`}
          </Muted>
          <Button
            ref={editButton}
            type="button"
            $variant="subtle"
            aria-keyshortcuts="E"
            onClick={() => setEditing(true)}
            {...shortcutTarget('editCardTitle')}
          >
            <Trans>Edit title</Trans>
          </Button>
        </Row>
      )}
    </div>
  );
}
