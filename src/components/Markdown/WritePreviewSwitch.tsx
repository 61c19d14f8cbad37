// Write / Preview above a markdown field: the text is edited as typed and previewed as it will
// show. Two pressed-state buttons in a named group, so each editor's pair is told apart.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

const Group = styled.div`
  display: flex;
  gap: 0.25rem;
  margin-bottom: 0.25rem;

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.sunken};
  }
`;

interface WritePreviewSwitchProps {
  /** Names the group, e.g. "Description editor". */
  label: string;
  preview: boolean;
  onChange: (preview: boolean) => void;
}

export function WritePreviewSwitch({ label, preview, onChange }: WritePreviewSwitchProps) {
  return (
    <Group role="group" aria-label={label}>
      <Button
        type="button"
        $variant="subtle"
        aria-pressed={!preview}
        onClick={() => onChange(false)}
      >
        <Trans>Write</Trans>
      </Button>
      <Button type="button" $variant="subtle" aria-pressed={preview} onClick={() => onChange(true)}>
        <Trans>Preview</Trans>
      </Button>
    </Group>
  );
}

/** Whether the preview shows; back to writing, the field has the focus again. */
export function usePreview(field: RefObject<HTMLTextAreaElement | null>) {
  const [preview, setPreview] = useState(false);
  const wasPreview = useRef(false);
  useEffect(() => {
    if (wasPreview.current && !preview) field.current?.focus();
    wasPreview.current = preview;
  }, [preview, field]);
  return { preview, setPreview };
}
