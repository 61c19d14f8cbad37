// "Template": whether the card is a template that "Add a card → From template" copies (issue 32
// §2). Owners and editors only; a viewer reads the banner above the details instead.
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import type { Card } from '../../domain/types';
import { cardTemplateToggled } from '../cards';

const Toggle = styled(Button)`
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    border-style: dashed;
  }
`;

export function TemplateToggle({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const template = card.template ?? false;
  return (
    <Toggle
      type="button"
      aria-pressed={template}
      title={template ? t`Add a card → From template copies this card` : undefined}
      onClick={() => dispatch(cardTemplateToggled({ cardId: card.id, template: !template }))}
    >
      {template && <span aria-hidden="true">✓</span>}
      {template ? <Trans>Template</Trans> : <Trans>Make template</Trans>}
    </Toggle>
  );
}
