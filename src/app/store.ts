import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export interface MakeStoreOptions {
  /** Component tests render screens from a preloaded state without starting the sagas. */
  runSagas?: boolean;
}

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  // The root reducer is in the sagas' context so that a feature's lazily loaded sagas can inject
  // its slice (rootReducer.inject) without importing the app (src/app/rootReducer.ts).
  const sagaMiddleware = createSagaMiddleware({ context: { rootReducer } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Thunks are not used: side effects live in sagas. RTK's serializability checks stay on.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
    devTools: process.env.NODE_ENV !== 'production' && {
      name: 'Boards',
      trace: true,
      traceLimit: 25,
    },
  });
  if (options.runSagas ?? true) sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
