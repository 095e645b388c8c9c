// A freshly signed-up owner (signedUpOwner), and one whose onboarding is finished through the API, for screens after the wizard
// (the wizard itself is walked through the UI in onboarding.test.ts).
import type { LoginSession } from '@shared/types/account';
import type { E2EAccount } from '../support/accounts';

/** A new owner signed up through the API (POST /v1/auth/registro), onboarding not done yet. */
export async function signedUpOwner(baseUrl: string, label: string): Promise<{ account: E2EAccount; session: LoginSession; headers: Record<string, string> }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  const account = { email: `${label}-${stamp}@prueba.mx`, password: 'tortas12345' };
  const signUp = await fetch(`${baseUrl}/v1/auth/registro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nombre_comercio: 'Tortas La Güera', nombre: 'Lupita Hernández', telefono: `55${stamp}`, country_code: '52', terminos: true, ...account }),
  });
  if (!signUp.ok) throw new Error(`registro → ${signUp.status} ${await signUp.text()}`);
  const session = (await signUp.json()) as LoginSession;
  const headers = { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, 'content-type': 'application/json' };
  return { account, session, headers };
}

/** Onboarding finished (address, pickup paid in cash, Mon–Sat 8–17); `overrides` replace any of those fields. */
export async function onboardedOwner(
  baseUrl: string,
  label: string,
  overrides: Record<string, unknown> = {},
): Promise<E2EAccount & { headers: Record<string, string>; session: LoginSession }> {
  const { account, session, headers } = await signedUpOwner(baseUrl, label);
  const commerce = (await (await fetch(`${baseUrl}/v1/comercio`, { headers })).json()) as Record<string, unknown>;
  const finished = await fetch(`${baseUrl}/v1/comercio`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      ...commerce,
      direccion: 'Av. Insurgentes Sur 1602, Crédito Constructor',
      address: {
        country: 'México',
        state: 'Ciudad de México',
        city: 'Ciudad de México',
        neighborhood: 'Crédito Constructor',
        postalCode: '03940',
        street: 'Av. Insurgentes Sur',
        interiorNumber: '',
        exteriorNumber: '1602',
        fullAddress: 'Av. Insurgentes Sur 1602, Crédito Constructor, Ciudad de México',
        latitude: 19.3629,
        longitude: -99.1824,
      },
      activar_pasar_recoger: true,
      metodos_pago_pasar_recoger: { efectivo: true, tarjeta: false, transferencia: false, enlace_pago: false, payment_provider: false },
      horarios: [1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '08:00', horario_cierre: '17:00' })),
      onboarding_finish_date: new Date().toISOString(),
      ...overrides,
    }),
  });
  if (!finished.ok) throw new Error(`onboarding → ${finished.status} ${await finished.text()}`);
  return { ...account, headers, session };
}

/** The private API as `session`'s user: JSON in and out, a non-2xx answer thrown with its body. */
export function sessionApi(baseUrl: string, session: () => LoginSession) {
  return async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { token, id_comercio } = session();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, id_comercio, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}
