// The card's colour cover (issue 31 §3): none, or a colour of the palette, shown on top of its
// tile. Choosing one replaces an image cover; the image stays among the files.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Section, SectionHeading } from '../../components/CardDetails/cardDetails.styles';
import { COLOR_KEYS, PALETTE, type ColorKey } from '../../domain/palette';
import type { Card } from '../../domain/types';
import { cardCoverColorRequested } from '../cards';
import { colourName } from '../../messages/colours';

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;

  button {
    min-width: 2.25rem;
    height: 1.75rem;
    border: 2px solid transparent;
    border-radius: 4px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .none {
    padding: 0 0.5rem;
    background: transparent;
    border-color: ${({ theme }) => theme.colors.border};
    color: inherit;
  }
`;

export function CoverColorSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const headingId = useId();
  const current = card.cover && 'color' in card.cover ? card.cover.color : null;
  const choose = (color: ColorKey | null) =>
    dispatch(cardCoverColorRequested({ cardId: card.id, color }));
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>
        <Trans>Cover</Trans>
      </SectionHeading>
      <Swatches role="group" aria-labelledby={headingId}>
        <button
          type="button"
          className="none"
          aria-pressed={card.cover == null}
          onClick={() => choose(null)}
        >
          <Trans>No cover</Trans>
        </button>
        {COLOR_KEYS.map((key) => {
          const color = colourName(key);
          return (
            <button
              key={key}
              type="button"
              aria-label={t`${color} cover`}
              title={color}
              aria-pressed={current === key}
              style={{ background: PALETTE[key].fill }}
              onClick={() => choose(key)}
            />
          );
        })}
      </Swatches>
    </Section>
  );
}
