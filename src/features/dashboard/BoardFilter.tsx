import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dashboardFilterChanged, selectDashboardFilter } from '../board';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';

const Input = styled.input`
  width: 14rem;
  max-width: 100%;
  padding: 0.45rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

/** Filter the tiles by name. The text lives in the store so the dashboard survives a remount. */
export function BoardFilter() {
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectDashboardFilter);
  const { t } = useLingui();
  return (
    <label>
      <VisuallyHidden>
        <Trans>Filter boards by name</Trans>
      </VisuallyHidden>
      <Input
        type="search"
        placeholder={t`Filter boards`}
        value={filter}
        onChange={(event) => dispatch(dashboardFilterChanged(event.target.value))}
      />
    </label>
  );
}
