// The look of rendered markdown: compact, inside a dialog section or a comment.
import styled from 'styled-components';

export const MarkdownBody = styled.div`
  overflow-wrap: anywhere;

  /* Line breaks as typed, as the plain text showed them. */
  p {
    white-space: pre-wrap;
  }

  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 0.5rem;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  h4,
  h5,
  h6 {
    margin: 0.75rem 0 0.25rem;
    font-size: 0.95rem;
  }

  ul,
  ol {
    padding-inline-start: 1.5rem;
  }

  li.task-list-item {
    list-style: none;
  }

  li.task-list-item input {
    margin: 0 0.4rem 0 -1.3rem;
  }

  blockquote {
    padding: 0 0.75rem;
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }

  code {
    padding: 0.1rem 0.3rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.sunken};
    font-size: 0.9em;
  }

  pre {
    padding: 0.5rem 0.75rem;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.sunken};
    overflow-x: auto;
    white-space: pre;
  }

  pre code {
    padding: 0;
    background: none;
  }

  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }

  th,
  td {
    padding: 0.25rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  .mention {
    padding: 0 0.2rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.sunken};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    white-space: nowrap;
  }
`;
