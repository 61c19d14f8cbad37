// The /my-cards screen: every card assigned to the person on their boards, grouped by when it
// is due (Overdue, Today, This week, Later, No date; Done folded away), live while it is open.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import { AppHeader, Main, QuietLoading } from '../../components/Layout/Layout';
import { AccountMenu } from '../account';
import { SyncIndicator } from '../board';
import { NoticeStack } from '../notices';
import { NotificationsButton } from '../notifications';
import { SearchButton } from '../search';
import { GROUP_NAMES, MyCardsList } from './MyCardsList';
import { myCardsClosed, myCardsOpened } from './myCardsSlice';
import {
  MY_CARDS_MAX_BOARDS,
  selectMyCardSections,
  selectMyCardsCapped,
  selectMyCardsLoading,
  selectMyCardsStarted,
} from './selectors';

const Done = styled.details`
  summary {
    margin-bottom: 0.75rem;
    font-size: 1.25rem;
    font-weight: 700;
    cursor: pointer;
  }
`;

export function MyCardsPage() {
  const dispatch = useAppDispatch();
  const started = useAppSelector(selectMyCardsStarted);
  const now = useMinuteClock();
  const sections = useAppSelector((state) => selectMyCardSections(state, now));
  const loading = useAppSelector(selectMyCardsLoading);
  const capped = useAppSelector(selectMyCardsCapped);
  const { i18n } = useLingui();
  const maxBoards = MY_CARDS_MAX_BOARDS;

  // Its boards are followed while the page is open (said again once the saga is here).
  useEffect(() => {
    if (!started) return;
    dispatch(myCardsOpened());
    return () => {
      dispatch(myCardsClosed());
    };
  }, [dispatch, started]);

  useEffect(() => {
    const before = document.title;
    document.title = i18n._(msg`My cards · Boards`);
    return () => {
      document.title = before;
    };
  }, [i18n, i18n.locale]);

  const shown = sections.filter((section) => section.cards.length > 0);
  const toDo = shown.filter((section) => section.group !== 'done');
  const done = shown.find((section) => section.group === 'done');

  return (
    <>
      <AppHeader>
        <SyncIndicator />
        <SearchButton />
        <NotificationsButton />
        <AccountMenu />
      </AppHeader>
      <Main>
        <h1>
          <Trans>My cards</Trans>
        </h1>
        {capped && (
          <p>
            <Trans>Only the cards of your first {maxBoards} boards are shown.</Trans>
          </p>
        )}
        {shown.length === 0 &&
          (loading ? (
            <QuietLoading>
              <Trans>Loading…</Trans>
            </QuietLoading>
          ) : (
            <p>
              <Trans>No card is assigned to you on your boards.</Trans>
            </p>
          ))}
        {toDo.map(({ group, cards }) => (
          <section key={group} aria-labelledby={`my-cards-${group}`}>
            <h2 id={`my-cards-${group}`}>
              {i18n._(GROUP_NAMES[group])} ({cards.length})
            </h2>
            <MyCardsList cards={cards} />
          </section>
        ))}
        {done && (
          <Done>
            <summary>
              {i18n._(GROUP_NAMES.done)} ({done.cards.length})
            </summary>
            <MyCardsList cards={done.cards} />
          </Done>
        )}
      </Main>
      <NoticeStack />
    </>
  );
}
