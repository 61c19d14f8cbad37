// The `?` dialog: every keyboard shortcut of the board page, from the one registry the page's
// listeners use.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import { SHORTCUTS } from '../../components/Keyboard/shortcuts';
import { modalClosed, selectIsModalOpen } from '../modal';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: 0.35rem 0.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }

  th {
    white-space: nowrap;
    font-weight: 400;
  }

  kbd {
    display: inline-block;
    min-width: 1.5rem;
    padding: 0 0.35rem;
    border: 1px solid currentColor;
    border-radius: 4px;
    font: inherit;
    font-size: 0.85rem;
    text-align: center;
  }
`;

export function ShortcutsDialog() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const open = useAppSelector((state) => selectIsModalOpen(state, 'shortcuts'));
  return (
    <Modal isOpen={open} onClose={() => dispatch(modalClosed())} heading={t`Keyboard shortcuts`}>
      <Table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Key</Trans>
            </th>
            <th scope="col">
              <Trans>What it does</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action}>
              <th scope="row">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' + '}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </th>
              <td>{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Modal>
  );
}
