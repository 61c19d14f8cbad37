// A list's fill against its work-in-progress limit in its header: "3 / 5", marked in colour
// and in words for screen readers once the list holds more than its limit.
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { wipLimitOf } from '../../domain/wipLimit';
import { selectList } from '../board';
import { selectWipCount } from '../cards';

const Count = styled.span`
  flex: 0 0 auto;
  align-self: center;
  padding: 0.1rem 0.4rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};

  &[data-over='true'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.dangerText};
    font-weight: 700;
  }
`;

export function WipCount({ listId }: { listId: string }) {
  const { t } = useLingui();
  const list = useAppSelector((state) => selectList(state, listId));
  const count = useAppSelector((state) => selectWipCount(state, listId));
  const limit = list ? wipLimitOf(list) : null;
  if (limit === null) return null;
  const over = count > limit;
  return (
    <Count data-over={over} title={over ? t`Over the list’s limit` : t`Cards / the list’s limit`}>
      <span aria-hidden="true">
        {count} / {limit}
      </span>
      <VisuallyHidden>
        {over
          ? t`${count} cards, over the limit of ${limit}`
          : t`${count} of at most ${limit} cards`}
      </VisuallyHidden>
    </Count>
  );
}
