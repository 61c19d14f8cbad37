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
  return (
    <label>
      <VisuallyHidden>Filter boards by name</VisuallyHidden>
      <Input
        type="search"
        placeholder="Filter boards"
        value={filter}
        onChange={(event) => dispatch(dashboardFilterChanged(event.target.value))}
      />
    </label>
  );
}
