// Redux store: the login session and the RTK Query cache. Logging out drops every cached response.
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { loggedIn, loggedOut, sessionReducer } from './session';
import { listenForCashPayments } from '../features/settings/printing/cash-drawer';

export function createStore() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => loggedOut.match(action) || loggedIn.match(action),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  listenForCashPayments(listener);
  const store = configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
