// "Add a list" at the end of the row: Enter adds the list and keeps the composer open.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { checkTitle } from '../../domain/validation';
import { listAddRequested } from './listRequests';
import { Composer } from '../cards';
import { phone } from '../../styles/media';
import { COLUMN_WIDTH, PHONE_COLUMN_WIDTH } from './ListColumn.styles';

const Slot = styled.div`
  flex: 0 0 ${COLUMN_WIDTH};
  align-self: flex-start;

  @media ${phone} {
    flex-basis: ${PHONE_COLUMN_WIDTH};
    scroll-snap-align: center;
  }
`;

const Form = styled(Composer)`
  padding: 0.5rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.sunken};
`;

const OpenButton = styled(Button)`
  justify-content: flex-start;
  width: 100%;
  background: ${({ theme }) => theme.colors.glass};
`;

const checkListName = (draft: string) => checkTitle('list', draft);

export function ListComposer() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  return (
    <Slot>
      <Form
        opener={(open) => (
          <OpenButton type="button" onClick={open}>
            <span aria-hidden="true">+</span> <Trans>Add a list</Trans>
          </OpenButton>
        )}
        label={t`List name`}
        placeholder={t`Enter a list name…`}
        submitLabel={t`Add list`}
        check={checkListName}
        onAdd={(title) => dispatch(listAddRequested({ title }))}
      />
    </Slot>
  );
}
