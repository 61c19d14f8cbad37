// The app's text fields, and the message under a field about what was typed.
import styled, { css } from 'styled-components';

/** The look every text field and select shares. */
export const fieldLook = css`
  width: 100%;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const TextField = styled.input`
  ${fieldLook}
  min-height: 2.25rem;
`;

export const TextArea = styled.textarea`
  ${fieldLook}
  display: block;
  min-height: 3.5rem;
  resize: vertical;
`;

/** A message about what was typed, under the field it is about. */
export const FieldMessage = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;
