// The session side of switching location (docs/locations.md): the stored session takes the chosen location's
// token, commerce, name and id_path of the same login; the login's token list follows the account details.
import { describe, expect, it } from 'vitest';
import type { LoginSession } from '@shared/types/account';
import { locationSwitched, locationTokensUpdated, loggedIn, selectLocationTokens, sessionReducer, type SessionState } from '../../../../renderer/src/app/session';

const HOME: LoginSession = {
  token: 'token-centro',
  id_comercio: 'c-centro',
  id_usuario: 'u-1',
  id_path: 'tacos-centro',
  nombre_comercio: 'Tacos Centro',
  logotipo: 'logo.png',
  nombre_usuario: 'Ana',
  usuario: { id: 'u-1', email: 'ana@tacos.mx', name: 'Ana', username: 'ana', status: 'activo' },
  onboarding_finish_date: '2026-01-01T00:00:00.000Z',
  accountCommerceTokens: [
    { id_comercio: 'c-centro', token: 'token-centro' },
    { id_comercio: 'c-norte', token: 'token-norte' },
  ],
};

const signedIn = (): SessionState => sessionReducer({ session: null, logoutReason: null }, loggedIn(HOME));

describe('switching location', () => {
  it("takes the other location's token and keeps the login's list and user", () => {
    const state = sessionReducer(signedIn(), locationSwitched({ id_comercio: 'c-norte', token: 'token-norte', nombre_comercio: 'Tacos Norte', id_path: 'tacos-norte' }));
    expect(state.session).toMatchObject({ token: 'token-norte', id_comercio: 'c-norte', nombre_comercio: 'Tacos Norte', id_path: 'tacos-norte', id_usuario: 'u-1', logotipo: null });
    expect(selectLocationTokens({ session: state })).toEqual(HOME.accountCommerceTokens);
  });

  it('takes a location added meanwhile from the account details', () => {
    const added = [...HOME.accountCommerceTokens!, { id_comercio: 'c-sur', token: 'token-sur' }];
    const state = sessionReducer(signedIn(), locationTokensUpdated(added));
    expect(selectLocationTokens({ session: state })).toEqual(added);
  });

  it('reads a session stored before locations as one location', () => {
    const { accountCommerceTokens: _dropped, ...older } = HOME;
    const state = sessionReducer({ session: null, logoutReason: null }, loggedIn(older));
    expect(selectLocationTokens({ session: state })).toEqual([]);
  });
});
