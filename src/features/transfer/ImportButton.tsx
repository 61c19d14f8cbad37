import { Trans } from '@lingui/react/macro';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { modalOpened } from '../modal';

/** Opens the import dialog (which shows an import still being written, if there is one). */
export function ImportButton() {
  const dispatch = useAppDispatch();
  return (
    <Button type="button" onClick={() => dispatch(modalOpened('importBoard'))}>
      <Trans>Import</Trans>
    </Button>
  );
}
