// Where a file is chosen: a button that opens the file picker (keyboard users), and a zone a
// .json file can be dropped on. No pasting: a text area fails at a few megabytes.
import { Trans } from '@lingui/react/macro';
import { useRef, useState, type DragEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { DropZone } from './ImportDialog.styles';
import { importFileChosen } from './transferSlice';

export function FileChooser({ again = false }: { again?: boolean }) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const choose = (file: File | undefined) => {
    if (file) dispatch(importFileChosen(file));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files[0]);
  };
  return (
    <DropZone
      $over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p>
        <Trans>
          A board exported from Trello (“Export as JSON”) or from Boards. Drop the .json file here,
          or:
        </Trans>
      </p>
      <Button type="button" $variant="primary" onClick={() => input.current?.click()}>
        {again ? <Trans>Choose another file</Trans> : <Trans>Choose a file</Trans>}
      </Button>
      {/* The button above is what people use; the input is its mechanism, hidden from them. */}
      <VisuallyHidden as="label" aria-hidden="true">
        <Trans>Choose a file</Trans>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          tabIndex={-1}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // The same file chosen again (after fixing it) must still be read.
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
    </DropZone>
  );
}
