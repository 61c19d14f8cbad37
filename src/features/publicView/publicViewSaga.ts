// Follows the read-only link's page while it is open: no session, no Auth, nothing written.
// Loaded with the page's chunk; its slice is injected here.
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, take } from 'redux-saga/effects';
import type { rootReducer as RootReducer } from '../../app/rootReducer';
import { subscribeToPublicView, type PublicViewSnapshot } from '../../services/publicView';
import { publicViewChanged, publicViewRefused, publicViewSlice } from './publicViewSlice';

type PublicViewEvent = { view: PublicViewSnapshot } | { refused: true };

export const createPublicViewChannel = (linkId: string): EventChannel<PublicViewEvent> =>
  eventChannel((emit) =>
    subscribeToPublicView(
      linkId,
      (view) => emit({ view }),
      () => emit({ refused: true }),
    ),
  );

/** Until the page is left (the caller cancels it) or the link is refused. */
export function* followPublicView(linkId: string) {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(publicViewSlice);
  const channel: EventChannel<PublicViewEvent> = yield call(createPublicViewChannel, linkId);
  try {
    while (true) {
      const event: PublicViewEvent = yield take(channel);
      if ('refused' in event) {
        yield put(publicViewRefused());
        return;
      }
      yield put(publicViewChanged(event.view));
    }
  } finally {
    channel.close();
  }
}
