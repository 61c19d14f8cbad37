// Styled pieces shared by the card details dialog's sections.
import styled from 'styled-components';
import { fieldLook, TextArea as BaseTextArea } from '../Field/Field';

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

export const TextArea = styled(BaseTextArea)`
  min-height: 8rem;
`;

export const Select = styled.select`
  ${fieldLook}
  width: auto;
  min-height: 2.25rem;
`;
