// The board's colour: a native select of the palette (keyboard and screen readers for free),
// with a swatch of the current colour beside it.
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { COLOR_KEYS, PALETTE, isColorKey, type ColorKey } from '../../domain/palette';
import { wordsHiddenOnPhone } from '../../styles/media';
import { boardColorChangeRequested } from '../board';

const Wrap = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.15rem 0.3rem 0.15rem 0.45rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.glass};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  font-weight: 600;

  select {
    border: 0;
    background: transparent;
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
`;

const Words = styled.span`
  ${wordsHiddenOnPhone}
`;

const Swatch = styled.span`
  width: 1rem;
  height: 1rem;
  border-radius: 4px;
  border: 1px solid rgba(9, 30, 66, 0.3);
`;

export function BoardColorSelect({ boardId, color }: { boardId: string; color: ColorKey }) {
  const dispatch = useAppDispatch();
  return (
    <Wrap>
      <Swatch aria-hidden="true" style={{ background: PALETTE[color].fill }} />
      <Words>Colour</Words>
      <select
        value={color}
        onChange={(event) => {
          const next = event.target.value;
          if (isColorKey(next) && next !== color) {
            dispatch(boardColorChangeRequested({ boardId, color: next }));
          }
        }}
      >
        {COLOR_KEYS.map((key) => (
          <option key={key} value={key}>
            {PALETTE[key].name}
          </option>
        ))}
      </select>
    </Wrap>
  );
}
