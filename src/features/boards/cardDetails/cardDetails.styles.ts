// Styled pieces shared by the card details dialog's sections.
import styled, { css } from 'styled-components';
import { Button } from '../../../components/Button/Button';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** One part of the dialog (description, labels, ...), named by its heading. */
export const Section = styled.section`
  margin-top: 1.25rem;
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: 0.95rem;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

/** A message about what was typed, under the field it is about. */
export const FieldMessage = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const fieldLook = css`
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
  min-height: 8rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${fieldLook}
  width: auto;
  min-height: 2.25rem;
`;

/** The one irreversible action of the dialog. */
export const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  &:hover:not(:disabled) {
    background: #8f241c;
  }
`;
