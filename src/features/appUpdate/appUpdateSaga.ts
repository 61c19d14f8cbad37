import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, put, take } from 'redux-saga/effects';
import { takeLeadingSafe } from '../../app/safeSagas';
import {
  appUpdatesEnabled,
  reloadIntoNewVersion,
  subscribeToAppUpdates,
} from '../../services/appUpdates';
import { appReloadFailed, appReloadRequested, appUpdateReady } from './appUpdateSlice';

export const createAppUpdateChannel = () =>
  eventChannel<'updateReady'>((emit) => subscribeToAppUpdates(() => emit('updateReady')));

/** Installs the offline copy of the app and says when a newer version waits for a reload. */
export function* watchAppUpdates() {
  if (!((yield call(appUpdatesEnabled)) as boolean)) return;
  const channel: EventChannel<'updateReady'> = yield call(createAppUpdateChannel);
  try {
    while (true) {
      yield take(channel);
      yield put(appUpdateReady());
    }
  } finally {
    channel.close();
  }
}

/** Reload switches to the new version; only the person's press does, never mid-edit by itself. */
export function* reloadIntoUpdate() {
  try {
    yield call(reloadIntoNewVersion);
  } catch (error) {
    console.error('Could not switch to the new version of the app:', error);
    yield put(appReloadFailed());
  }
}

export function* appUpdateSaga() {
  yield all([call(watchAppUpdates), takeLeadingSafe(appReloadRequested, reloadIntoUpdate)]);
}
