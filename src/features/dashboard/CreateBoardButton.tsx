import { Trans } from '@lingui/react/macro';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { modalOpened } from '../modal';

/** Opens the create board dialog: in the dashboard's title row, or its empty state. */
export function CreateBoardButton() {
  const dispatch = useAppDispatch();
  return (
    <Button type="button" $variant="primary" onClick={() => dispatch(modalOpened('createBoard'))}>
      <Trans>Create board</Trans>
    </Button>
  );
}
