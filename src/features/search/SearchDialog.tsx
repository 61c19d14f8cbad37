// The Search dialog (docs/search.md): a search box controlling a list of the cards found
// (the ARIA combobox and listbox pattern). Arrows move through the cards, Enter opens the
// board with the card's details; focus stays in the box throughout.
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { i18n } from '../../i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../components/Modal/Modal';
import { boardPath } from '../../config/routes';
import type { SearchHit, SearchedField } from '../../domain/search';
import { modalClosed, selectIsModalOpen } from '../modal';
import { selectBrowserOnline } from '../sync';
import { searchQueryChanged } from './searchSlice';
import {
  selectSearchAnswered,
  selectSearchHits,
  selectSearchProgress,
  selectSearchQuery,
} from './selectors';

const Box = styled.input`
  box-sizing: border-box;
  width: 100%;
  padding: 0.55rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
  font-size: 1rem;

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Status = styled.p`
  margin: 0.5rem 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Hits = styled.ul`
  margin: 0;
  padding: 0;
  max-height: 55vh;
  overflow-y: auto;
  list-style: none;
`;

const Hit = styled.li<{ $active: boolean }>`
  padding: 0.45rem 0.6rem;
  border-radius: 6px;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.sunken : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? `inset 0 0 0 2px ${theme.colors.focus}` : 'none')};

  &:hover {
    background: ${({ theme }) => theme.colors.sunken};
  }
`;

const HitTitle = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const TemplateBadge = styled.span`
  margin-inline-start: 0.5rem;
  padding: 0 0.4rem;
  border: 1px dashed currentColor;
  border-radius: 4px;
  font-size: 0.75rem;
  font-weight: 600;
`;

const HitPlace = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const FIELD_WORDS: Record<SearchedField, MessageDescriptor> = {
  title: msg`title`,
  description: msg`description`,
  comments: msg`a comment`,
  labels: msg`a label`,
  assignees: msg`an assignee`,
};

/** Where the words were found, when not (only) in the title: "in the description". */
function matchedWords(hit: SearchHit) {
  if (hit.matchedIn.includes('title') || hit.matchedIn.length === 0) return '';
  const fields = hit.matchedIn.map((field) => i18n._(FIELD_WORDS[field])).join(', ');
  return ` · ${i18n._(msg`in ${fields}`)}`;
}

function statusText(
  query: string,
  answered: boolean,
  count: number,
  progress: { indexed: number; total: number },
  online: boolean,
) {
  // Whole sentences, each its own message, said one after another.
  const { indexed, total } = progress;
  const reading =
    indexed < total ? ` ${i18n._(msg`Reading your boards (${indexed} of ${total})…`)}` : '';
  const offline = online
    ? ''
    : ` ${i18n._(msg`Offline: searching the boards this device has opened.`)}`;
  if (query.trim() === '') {
    const hint = i18n._(
      msg`Type words of a card's title, description, comments, labels or assignees.`,
    );
    return `${hint}${reading}${offline}`;
  }
  if (!answered) return `${i18n._(msg`Searching…`)}${reading}`;
  const found = i18n._(
    msg`${plural(count, { 0: 'No cards found.', one: '# card found.', other: '# cards found.' })}`,
  );
  return `${found}${reading}${offline}`;
}

export default function SearchDialog() {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const navigate = useNavigate();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'search'));
  const query = useAppSelector(selectSearchQuery);
  const hits = useAppSelector(selectSearchHits);
  const answered = useAppSelector(selectSearchAnswered);
  const progress = useAppSelector(selectSearchProgress);
  const online = useAppSelector(selectBrowserOnline);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-${index}`;
  const [shownHits, setShownHits] = useState(hits);
  const [active, setActive] = useState(0);
  if (shownHits !== hits) {
    // New hits: the first is the one Enter opens.
    setShownHits(hits);
    setActive(0);
  }
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [active, hits]);

  const close = () => dispatch(modalClosed());
  const openHit = (hit: SearchHit) => {
    close();
    void navigate(`${boardPath(hit.boardId)}?card=${encodeURIComponent(hit.cardId)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown') setActive((active + 1) % hits.length);
    else if (event.key === 'ArrowUp') setActive((active - 1 + hits.length) % hits.length);
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(hits.length - 1);
    else if (event.key === 'Enter' && hits[active]) openHit(hits[active]);
    else return;
    event.preventDefault();
  };

  const expanded = hits.length > 0;
  return (
    <Modal isOpen={isOpen} onClose={close} heading={t`Search`} width="36rem">
      <Box
        type="search"
        role="combobox"
        aria-label={t`Search cards on all your boards`}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        value={query}
        onChange={(event) => dispatch(searchQueryChanged(event.target.value))}
        onKeyDown={onKeyDown}
      />
      <Status role="status">{statusText(query, answered, hits.length, progress, online)}</Status>
      <Hits ref={listRef} id={listboxId} role="listbox" aria-label={t`Cards found`}>
        {hits.map((hit, index) => (
          <Hit
            key={`${hit.boardId}/${hit.cardId}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openHit(hit)}
          >
            <HitTitle>
              {hit.title}
              {hit.template && <TemplateBadge>{t`Template`}</TemplateBadge>}
            </HitTitle>
            <HitPlace>
              {hit.listTitle ? `${hit.boardTitle} › ${hit.listTitle}` : hit.boardTitle}
              {matchedWords(hit)}
            </HitPlace>
          </Hit>
        ))}
      </Hits>
    </Modal>
  );
}
