// The board's colour, in the board menu (owner): a row of swatches, each a menuitemradio named
// for its colour. It used to be a select in the header, which kept its room while the board's
// name was cut to "La…" (issue 31 §1). Choosing one applies it at once and keeps the menu open.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { COLOR_KEYS, PALETTE, type ColorKey } from '../../domain/palette';
import { boardColorChangeRequested } from '../board';
import { colourName } from '../../messages/colours';

const Group = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  margin: 0;
  padding: 0.2rem 0.9rem 0.4rem;
  list-style: none;

  .label {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
  }
  /* Beats the menu's full-width item buttons. */
  && button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    padding: 0;
    border: 2px solid transparent;
    border-radius: 6px;
    color: #ffffff;
  }
  && button:focus-visible,
  && button:hover {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  && button[aria-checked='true'] {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

export function BoardColorItems({ boardId, color }: { boardId: string; color: ColorKey }) {
  const dispatch = useAppDispatch();
  const labelId = useId();
  return (
    <li role="none">
      <Group role="group" aria-labelledby={labelId}>
        <li role="none" aria-hidden="true" className="label" id={labelId}>
          <Trans>Colour</Trans>
        </li>
        {COLOR_KEYS.map((key) => (
          <li role="none" key={key}>
            <button
              type="button"
              role="menuitemradio"
              aria-checked={key === color}
              aria-label={colourName(key)}
              title={colourName(key)}
              style={{ background: PALETTE[key].fill, color: PALETTE[key].text }}
              onClick={() => {
                if (key !== color) dispatch(boardColorChangeRequested({ boardId, color: key }));
              }}
            >
              <span aria-hidden="true">{key === color ? '✓' : ''}</span>
            </button>
          </li>
        ))}
      </Group>
    </li>
  );
}
