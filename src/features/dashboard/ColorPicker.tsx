// The board colour choice: a radio group of palette swatches, named by colour for screen readers.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { COLOR_KEYS, PALETTE, type ColorKey } from '../../domain/palette';

const Fieldset = styled.fieldset`
  margin: 1rem 0 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 0.4rem;
  padding: 0;
  font-weight: 600;
`;

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Swatch = styled.label`
  position: relative;
  display: block;
  cursor: pointer;

  /* The real radio lies over its swatch, invisible: clicks and taps land on it directly. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const Chip = styled.span<{ $fill: string; $text: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 6px;
  background: ${({ $fill }) => $fill};
  color: ${({ $text }) => $text};
  font-weight: 700;

  input:checked + & {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.surface},
      0 0 0 4px ${({ theme }) => theme.colors.text};
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

export function ColorPicker({
  value,
  onChange,
}: {
  value: ColorKey;
  onChange: (color: ColorKey) => void;
}) {
  const name = useId();
  return (
    <Fieldset>
      <Legend>
        <Trans>Colour</Trans>
      </Legend>
      <Swatches>
        {COLOR_KEYS.map((key) => {
          const color = PALETTE[key];
          return (
            <Swatch key={key} title={color.name}>
              <input
                type="radio"
                name={name}
                value={key}
                checked={value === key}
                onChange={() => onChange(key)}
                aria-label={color.name}
              />
              <Chip $fill={color.fill} $text={color.text} aria-hidden="true">
                {value === key ? '✓' : ''}
              </Chip>
            </Swatch>
          );
        })}
      </Swatches>
    </Fieldset>
  );
}
