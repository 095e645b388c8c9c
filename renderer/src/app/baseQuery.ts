// The one base query of docs/architecture.md and docs/domain.md (Textos exactos): private headers, 30 s timeout, session expiry and error messages.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { REQUEST_TIMEOUT_MS } from '@shared/constants';
import { MSG, httpErrorMessage } from '@shared/messages';
import { loggedOut, type SessionState } from './session';

/** The error every endpoint fails with. `message` is what to show; `genericMessage` is the docs/domain.md (Textos exactos) text. */
export interface ApiFailure {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  message: string;
  genericMessage: string;
  /** Server error code, e.g. INVALID_STATUS_TRANSITION. */
  code?: string;
  data?: unknown;
}

export interface ApiExtraOptions {
  /** Send no session headers and never treat 401 as an expired session (login, sign-up, recovery). */
  anonymous?: boolean;
}

export const API_BASE_URL = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');
/** Same value as the server's development key (server/src/config); override with VITE_PANEL_API_KEY. */
declare const __PANEL_DEV_API_KEY__: string | undefined;
export const PANEL_API_KEY =
  import.meta.env.VITE_PANEL_API_KEY ?? (typeof __PANEL_DEV_API_KEY__ === 'string' ? __PANEL_DEV_API_KEY__ : '');

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'message' in value && 'genericMessage' in value;
}

/** Spanish text for any error thrown by an RTK Query hook or `unwrap()`. */
export function errorMessage(error: unknown, fallback: string = MSG.requestFailed): string {
  if (isApiFailure(error)) return error.message;
  return fallback;
}

/** Answers about the server's own state (507 full disk, 503 database away): their text is what to show. */
const SERVER_STATE_STATUSES: readonly number[] = [503, 507];

/** The server's own text of a failure caused by its state (e.g. «No hay espacio en disco…»), or null. */
export function serverStateMessage(error: unknown): string | null {
  if (!isApiFailure(error) || typeof error.status !== 'number' || !SERVER_STATE_STATUSES.includes(error.status)) return null;
  return error.message !== error.genericMessage ? error.message : null;
}

function pathOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}
function methodOf(args: string | FetchArgs): string {
  return (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
}

function serverBody(data: unknown): { message?: string; code?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const body = data as Record<string, unknown>;
  return {
    message: typeof body.message === 'string' && body.message.trim() ? body.message : undefined,
    code: typeof body.code === 'string' ? body.code : undefined,
  };
}

/** Pure mapping of a failed fetch to the docs/domain.md (Textos exactos) outcome; exported for unit tests. */
export function classifyFailure(
  error: FetchBaseQueryError,
  method: string,
  path: string,
  hadSession: boolean,
): { failure: ApiFailure; logout: boolean } {
  if (typeof error.status === 'number') {
    const status = error.status;
    const { message, code } = serverBody(error.data);
    // Only 401 ends the session; a 403 is a missing permission (docs/security.md) and never a logout.
    if (hadSession && status === 401) {
      return { failure: { status, message: MSG.sessionExpired, genericMessage: MSG.sessionExpired, code, data: error.data }, logout: true };
    }
    const genericMessage = status > 400 ? httpErrorMessage(method, status, path) : MSG.requestFailed;
    return { failure: { status, message: message ?? genericMessage, genericMessage, code, data: error.data }, logout: false };
  }
  if (error.status === 'PARSING_ERROR') {
    const status = error.originalStatus;
    const genericMessage = status > 400 ? httpErrorMessage(method, status, path) : MSG.requestFailed;
    return { failure: { status, message: genericMessage, genericMessage }, logout: false };
  }
  return { failure: { status: error.status, message: MSG.requestFailed, genericMessage: MSG.requestFailed }, logout: false };
}

type StateWithSession = { session: SessionState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers, { getState, arg, extra }) => {
    const anonymous = (extra as ApiExtraOptions | undefined)?.anonymous === true;
    const session = (getState() as StateWithSession).session.session;
    const path = pathOf(arg);
    if (path.startsWith('/v2/')) {
      headers.set('x-api-key', PANEL_API_KEY);
      if (session && !anonymous) headers.set('x-panel-session', session.token);
    } else if (session && !anonymous && !path.startsWith('/v1/public/')) {
      headers.set('id_comercio', session.id_comercio);
      headers.set('Authorization', `Bearer ${session.token}`);
    }
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiFailure, ApiExtraOptions> = async (args, api, extraOptions) => {
  const anonymous = extraOptions?.anonymous === true;
  const hadSession = !anonymous && (api.getState() as StateWithSession).session.session !== null;
  // prepareHeaders only sees `extra` from the store; pass the endpoint's options through the args instead.
  const result = await rawBaseQuery(args, { ...api, extra: { anonymous } }, {});
  if (!result.error) return { data: result.data, meta: result.meta };
  const { failure, logout } = classifyFailure(result.error, methodOf(args), pathOf(args), hadSession);
  // Logging out resets the API cache, which aborts pending requests: let this one settle with its
  // session-expired error first, so callers see that message and not an abort.
  if (logout) setTimeout(() => api.dispatch(loggedOut(MSG.sessionExpired)), 0);
  return { error: failure, meta: result.meta };
};
