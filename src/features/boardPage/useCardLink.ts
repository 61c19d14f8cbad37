// A link to a card (`/boards/:boardId?card=<cardId>`, as a notification opens it): the card's
// details open once the card has arrived, and the address goes back to the board's own, so
// closing the details and reloading does not open them again.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCard } from '../board';
import { modalOpened } from '../modal';

export function useCardLink() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const cardId = new URLSearchParams(search).get('card');
  const arrived = useAppSelector((state) => (cardId ? !!selectCard(state, cardId) : false));
  useEffect(() => {
    if (!cardId || !arrived) return;
    dispatch(modalOpened('cardDetails', cardId));
    void navigate(pathname, { replace: true });
  }, [dispatch, navigate, pathname, cardId, arrived]);
}
