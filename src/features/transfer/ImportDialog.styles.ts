import styled from 'styled-components';

export const DropZone = styled.div<{ $over: boolean }>`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 1.75rem 1rem;
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $over }) => ($over ? theme.colors.sunken : 'transparent')};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  p {
    margin: 0;
  }
`;

export const Counts = styled.ul`
  margin: 0.5rem 0 1rem;
  padding-inline-start: 1.25rem;
`;

export const Notices = styled.ul`
  margin: 0.25rem 0 1rem;
  padding-inline-start: 1.25rem;
  max-height: 12rem;
  overflow-y: auto;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export const Progress = styled.progress`
  width: 100%;
  height: 1rem;
`;

export const Quoted = styled.p`
  overflow-wrap: anywhere;
`;

export const Failure = styled.p`
  padding: 0.6rem 0.75rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.dangerSurface};
  overflow-wrap: anywhere;
`;

export const NameLabel = styled.label`
  display: block;
  margin-bottom: 0.3rem;
  font-weight: 600;
`;
