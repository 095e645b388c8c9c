// Login session (docs/domain.md (Entidades)): kept in localStorage, set on login, cleared on logout.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CommerceToken, LoginSession } from '@shared/types/account';

export const SESSION_STORAGE_KEY = 'panel.session';

export interface SessionState {
  session: LoginSession | null;
  /** Message to show on the login screen after a forced logout (e.g. an expired session). */
  logoutReason: string | null;
}

function isLoginSession(value: unknown): value is LoginSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && typeof v.id_comercio === 'string' && typeof v.id_usuario === 'string';
}

export function readStoredSession(storage: Storage | undefined = globalThis.localStorage): LoginSession | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isLoginSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeStoredSession(session: LoginSession | null): void {
  try {
    if (session) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory session still works for this tab.
  }
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ session: readStoredSession(), logoutReason: null }),
  reducers: {
    loggedIn(state, action: PayloadAction<LoginSession>) {
      writeStoredSession(action.payload);
      state.session = action.payload;
      state.logoutReason = null;
    },
    onboardingFinished(state, action: PayloadAction<string>) {
      if (!state.session) return;
      state.session.onboarding_finish_date = action.payload;
      writeStoredSession(state.session);
    },
    sessionUpdated(state, action: PayloadAction<Partial<Pick<LoginSession, 'nombre_comercio' | 'logotipo' | 'nombre_usuario'>>>) {
      if (!state.session) return;
      Object.assign(state.session, action.payload);
      writeStoredSession(state.session);
    },
    /**
     * The header's switcher (docs/locations.md): the session becomes the chosen location's session of the same
     * login. The caller then resets the API cache (no data of the previous location survives).
     */
    locationSwitched(state, action: PayloadAction<{ id_comercio: string; token: string; nombre_comercio: string; id_path: string }>) {
      if (!state.session) return;
      Object.assign(state.session, action.payload, { logotipo: null });
      writeStoredSession(state.session);
    },
    /** The login's location tokens as the account details answer them (a location added or granted meanwhile). */
    locationTokensUpdated(state, action: PayloadAction<CommerceToken[]>) {
      if (!state.session) return;
      if (JSON.stringify(state.session.accountCommerceTokens ?? []) === JSON.stringify(action.payload)) return;
      state.session.accountCommerceTokens = action.payload;
      writeStoredSession(state.session);
    },
    loggedOut(state, action: PayloadAction<string | undefined>) {
      writeStoredSession(null);
      state.session = null;
      state.logoutReason = action.payload ?? null;
    },
  },
});

export const { loggedIn, loggedOut, onboardingFinished, sessionUpdated, locationSwitched, locationTokensUpdated } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}
export const selectSession = (state: WithSession) => state.session.session;
export const selectIsAuthenticated = (state: WithSession) => state.session.session !== null;
export const selectToken = (state: WithSession) => state.session.session?.token ?? null;
export const selectCommerceId = (state: WithSession) => state.session.session?.id_comercio ?? null;
export const selectIsOnboarded = (state: WithSession) => !!state.session.session?.onboarding_finish_date;
export const selectLocationTokens = (state: WithSession) => state.session.session?.accountCommerceTokens ?? [];
export const selectLogoutReason = (state: WithSession) => state.session.logoutReason;
