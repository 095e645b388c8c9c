// Ads (anuncios): CRUD and agendar on /v1/anuncios, and the public list the menu reads, filtered by date on
// the server with day-only dates taken as the commerce's local days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedParts } from '@shared/dates';
import type { Ad } from '@shared/types/menu';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';

let t: TestApp;
let commerce: CommerceFixture;
let auth: LoggedIn;

const DAY_MS = 86_400_000;
const ZONE = 'America/Mexico_City';

/** A local calendar day of the commerce, `offset` days from today. */
function localDay(offset: number): string {
  const p = zonedParts(new Date(Date.now() + offset * DAY_MS), ZONE);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/v1${url}`, headers: auth.headers, payload: payload as Record<string, unknown> | undefined });

async function createAd(body: Record<string, unknown>): Promise<Ad> {
  const response = await api('POST', '/anuncios', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ad>();
}

const publicTitles = async (idPath = commerce.idPath) => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${idPath}/anuncios` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ titulo: string }[]>().map((a) => a.titulo).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  commerce = await createCommerce(t.handle, { plan: 'PLUS', commerce: { zona_horaria: ZONE } });
  auth = await login(t.app, commerce.email, commerce.password);
});
afterAll(async () => {
  await t?.close();
});

describe('ads CRUD', () => {
  it('creates, edits, schedules and deletes an ad', async () => {
    const ad = await createAd({ titulo: '2x1 en tacos', texto: 'Todos los martes', imagen: 'http://localhost/uploads/a.png', enlace: 'https://taqueria.mx/promo' });
    expect(ad).toMatchObject({ titulo: '2x1 en tacos', texto: 'Todos los martes', activo: true, fecha_inicio: null, fecha_fin: null });
    const edited = await api('PUT', `/anuncios/${ad.id}`, { titulo: '3x2 en tacos' });
    expect(edited.json<Ad>()).toMatchObject({ titulo: '3x2 en tacos', texto: 'Todos los martes', enlace: 'https://taqueria.mx/promo' });
    const scheduled = await api('PUT', `/anuncios/${ad.id}/agenda`, { fecha_inicio: '2026-12-01', fecha_fin: '2026-12-24' });
    expect(scheduled.json<Ad>()).toMatchObject({ titulo: '3x2 en tacos', fecha_inicio: '2026-12-01T06:00:00.000Z', fecha_fin: '2026-12-25T05:59:59.999Z' });
    expect((await api('GET', '/anuncios')).json<Ad[]>().map((a) => a.id)).toContain(ad.id);
    expect((await api('DELETE', `/anuncios/${ad.id}`)).json()).toMatchObject({ message: 'Anuncio eliminado' });
    expect((await api('GET', `/anuncios/${ad.id}`)).statusCode).toBe(404);
  });

  it('names the field of an invalid ad', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ texto: 'sin título' }, 'titulo'],
      [{ titulo: 'x'.repeat(81) }, 'titulo'],
      [{ titulo: 'Enlace', enlace: 'taqueria.mx' }, 'enlace'],
      [{ titulo: 'Fechas', fecha_inicio: '2026-05-10', fecha_fin: '2026-05-01' }, 'fecha_fin'],
      [{ titulo: 'Fecha rara', fecha_inicio: 'mañana' }, 'fecha_inicio'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/anuncios', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
  });
});

describe('public ads of the menu', () => {
  it('lists only active ads whose dates include now, in the commerce zone', async () => {
    await createAd({ titulo: 'Siempre' });
    await createAd({ titulo: 'Termina hoy', fecha_inicio: localDay(-3), fecha_fin: localDay(0) });
    await createAd({ titulo: 'Empieza hoy', fecha_inicio: localDay(0) });
    await createAd({ titulo: 'Ya pasó', fecha_inicio: localDay(-10), fecha_fin: localDay(-1) });
    await createAd({ titulo: 'Todavía no', fecha_inicio: localDay(1), fecha_fin: localDay(5) });
    const off = await createAd({ titulo: 'Apagado' });
    await api('PUT', `/anuncios/${off.id}`, { activo: false });
    expect(await publicTitles()).toEqual(['Empieza hoy', 'Siempre', 'Termina hoy']);

    const later = (await api('GET', '/anuncios')).json<Ad[]>().find((a) => a.titulo === 'Todavía no')!;
    await api('PUT', `/anuncios/${later.id}/agenda`, { fecha_inicio: localDay(0), fecha_fin: localDay(5) });
    expect(await publicTitles()).toContain('Todavía no');
  });

  it('answers 404 for an unknown commerce and shows nothing of one commerce on another', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/v1/public/comercio/no-existe-este-comercio/anuncios' });
    expect(missing.statusCode).toBe(404);
    const other = await createCommerce(t.handle, { plan: 'PLUS' });
    expect(await publicTitles(other.idPath)).toEqual([]);
  });
});
