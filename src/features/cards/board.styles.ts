// Styled pieces shared by the board page's files. Card tiles are styled in CardTile.styles.ts.
import styled from 'styled-components';
import { TextField as BaseTextField } from '../../components/Field/Field';

/** The board header's height, which the list columns subtract from the viewport. */
export const HEADER_HEIGHT = '7.5rem';

/** The board page's one-line field: a little tighter than the app's. */
export const TextField = styled(BaseTextField)`
  padding: 0.35rem 0.5rem;
`;

export const FormRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.4rem;
`;
