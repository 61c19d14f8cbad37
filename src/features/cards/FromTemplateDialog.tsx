// "From template" (issue 32 §2): pick one of the board's template cards and a title; the saga
// adds a copy at the end of the list the dialog was opened from (the modal's subject).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { DialogActions, Modal } from '../../components/Modal/Modal';
import { checkTitle } from '../../domain/validation';
import { selectTemplateCards } from '../board';
import { modalClosed, selectIsModalOpen, useLastSubject } from '../modal';
import { cardFromTemplateRequested } from './templateCardSaga';
import { describeProblem } from '../../messages/problems';

const Label = styled.label`
  display: block;
  margin: 0.75rem 0 0.3rem;
  font-weight: 600;
`;

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS shared by the form's controls
const control = `
  width: 100%;
  padding: 0.5rem 0.6rem;
  border-radius: 6px;
  font: inherit;
`;

const Select = styled.select`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Input = styled.input`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Problem = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export function FromTemplateDialog() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'cardFromTemplate'));
  const listId = useLastSubject();
  const templates = useAppSelector(selectTemplateCards);
  const [templateId, setTemplateId] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const close = () => dispatch(modalClosed());

  // Each opening starts from the first template, its title offered for the copy (set while
  // rendering, once per opening, so a template renamed meanwhile never overwrites the typing).
  const [openedBefore, setOpenedBefore] = useState(false);
  if (isOpen !== openedBefore) {
    setOpenedBefore(isOpen);
    if (isOpen) {
      setTemplateId(templates[0]?.id ?? '');
      setTitle(templates[0]?.title ?? '');
      setProblem(null);
    }
  }

  const choose = (id: string) => {
    setTemplateId(id);
    setTitle(templates.find((card) => card.id === id)?.title ?? '');
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTitle('card', title);
    if (!checked.ok) {
      setProblem(describeProblem(checked.problem));
      return;
    }
    if (!listId || !templateId) return;
    close();
    dispatch(cardFromTemplateRequested({ listId, templateId, title: checked.value }));
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      heading={t`Add a card from a template`}
      closeButton={false}
    >
      <form onSubmit={submit} noValidate>
        {templates.length === 0 ? (
          <p>
            <Trans>This board has no template cards: mark one Template in its details first.</Trans>
          </p>
        ) : (
          <>
            <Label htmlFor={`${ids}-template`}>
              <Trans>Template</Trans>
            </Label>
            <Select
              id={`${ids}-template`}
              value={templateId}
              onChange={(event) => choose(event.target.value)}
            >
              {templates.map((card) => (
                <option key={card.id} value={card.id}>
                  {card.title}
                </option>
              ))}
            </Select>
            <Label htmlFor={`${ids}-title`}>
              <Trans>Card title</Trans>
            </Label>
            <Input
              id={`${ids}-title`}
              type="text"
              value={title}
              autoComplete="off"
              aria-invalid={problem !== null}
              onChange={(event) => {
                setTitle(event.target.value);
                setProblem(null);
              }}
            />
            {problem && <Problem role="alert">{problem}</Problem>}
          </>
        )}
        <DialogActions>
          <Button type="button" $variant="subtle" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" $variant="primary" disabled={templates.length === 0}>
            <Trans>Add card</Trans>
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
