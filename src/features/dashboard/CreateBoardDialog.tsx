import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import { DEFAULT_BOARD_COLOR } from '../../domain/palette';
import type { TemplateSource } from '../../domain/templateRequest';
import { boardCreateRequested } from '../board';
import { modalClosed, selectIsModalOpen } from '../modal';
import { BoardForm } from './BoardForm';
import { StartFromSelect } from './StartFromSelect';
import { boardFromTemplateRequested } from './templateBoardSaga';

/** New board: name, colour and what it starts from. The saga creates it and opens it. */
export function CreateBoardDialog() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'createBoard'));
  const [source, setSource] = useState<TemplateSource | null>(null);
  const close = () => dispatch(modalClosed());
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onClose={close} heading={t`Create board`} closeButton={false}>
      <BoardForm
        initialColor={DEFAULT_BOARD_COLOR}
        submitLabel={t`Create`}
        onCancel={close}
        onSubmit={(title, color) => {
          close();
          setSource(null);
          dispatch(
            source
              ? boardFromTemplateRequested({ title, color, source })
              : boardCreateRequested({ title, color }),
          );
        }}
      >
        <StartFromSelect value={source} onChange={setSource} />
      </BoardForm>
    </Modal>
  );
}
