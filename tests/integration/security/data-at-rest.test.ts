// Bank and tax data at rest (docs/security.md): commerces.bank_transfer_details and the online-payment setup
// are sealed with the integration-secrets key; the panel and the public menu read them in clear; rows an
// older release wrote in clear still read and are sealed when the app starts.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerces, onlinePaymentSetups } from '../../../server/src/db/schema/index';
import { sealPlainBankAndTaxData } from '../../../server/src/services/commerce/seal-at-rest';
import type { Commerce } from '@shared/types/commerce';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { everything, staffCaller } from './support';

const BANK = { titular_name: 'Rosa Pérez López', clabe: '012180001234567899', bank_name: 'BBVA México' };
const TRANSFER = { efectivo: true, tarjeta: false, transferencia: true, enlace_pago: false, payment_provider: false };

let t: TestApp;
let owner: LoggedIn;
let commerceId: string;
let idPath: string;

beforeAll(async () => {
  t = await createTestApp();
  const shop = await createCommerce(t.handle, { plan: 'PLUS' });
  commerceId = shop.commerceId;
  idPath = shop.idPath;
  owner = await login(t.app, shop.email, shop.password);
  await t.handle.db.update(commerces).set({ activar_pasar_recoger: true, metodos_pago_pasar_recoger: { ...TRANSFER, transferencia: false } }).where(eq(commerces.id, commerceId));
});

afterAll(async () => {
  await t?.close();
});

async function storedText(column: 'bank' | 'setup'): Promise<string> {
  const result =
    column === 'bank'
      ? await t.handle.db.select({ text: sql<string>`${commerces.bank_transfer_details}::text` }).from(commerces).where(eq(commerces.id, commerceId))
      : await t.handle.db.select({ text: sql<string>`${onlinePaymentSetups.datos}::text` }).from(onlinePaymentSetups).where(eq(onlinePaymentSetups.id_comercio, commerceId));
  return result[0]?.text ?? '';
}

describe('bank transfer details for users other than the owner', () => {
  it('show only the CLABE\'s last digits (v1 and v2); saving the commerce as shown keeps them; changing or guessing them is refused', async () => {
    await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: owner.headers, payload: { bank_transfer_details: BANK, metodos_pago_pasar_recoger: TRANSFER } });
    const staff = await staffCaller(t.handle, commerceId, everything());
    const MASKED = { ...BANK, clabe: `${'*'.repeat(14)}${BANK.clabe.slice(-4)}` };
    const shown = (await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: staff.headers })).json<Commerce>();
    expect(shown.bank_transfer_details).toEqual(MASKED);
    expect((await t.app.inject({ method: 'GET', url: `/v2/commerce/${commerceId}`, headers: staff.v2Headers })).json()).toMatchObject({ bank_transfer_details: MASKED });
    expect(JSON.stringify(shown)).not.toContain(BANK.clabe);

    // The delivery screen sends the whole commerce back with one change of its own.
    const saved = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: staff.headers, payload: { ...shown, costo_envio_domicilio: 25 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Commerce>().bank_transfer_details).toEqual(MASKED);
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: owner.headers })).json<Commerce>().bank_transfer_details).toEqual(BANK);

    const changed = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: staff.headers, payload: { bank_transfer_details: { ...MASKED, clabe: '002180700123456789' } } });
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toMatchObject({ field: 'bank_transfer_details' });
    const guessed = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: owner.headers, payload: { bank_transfer_details: { ...BANK, clabe: '**************0000' } } });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toMatchObject({ field: 'bank_transfer_details.clabe' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: owner.headers })).json<Commerce>().bank_transfer_details).toEqual(BANK);
    await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: owner.headers, payload: { bank_transfer_details: null, metodos_pago_pasar_recoger: { ...TRANSFER, transferencia: false } } });
  });
});

describe('bank transfer details at rest', () => {
  it('are sealed in the row, read in clear by the panel and shown on the public menu to transfer payers', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: owner.headers, payload: { bank_transfer_details: BANK } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bank_transfer_details: BANK });

    const stored = await storedText('bank');
    expect(stored).toMatch(/^\{"sealed": "v1:/);
    for (const secret of [BANK.clabe, BANK.titular_name, 'Rosa']) expect(stored).not.toContain(secret);

    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: owner.headers })).json()).toMatchObject({ bank_transfer_details: BANK });
    expect((await t.app.inject({ method: 'GET', url: `/v2/commerce/${commerceId}`, headers: owner.v2Headers })).json()).toMatchObject({ bank_transfer_details: BANK });

    // The public menu shows them only when a flow takes transfers.
    const hidden = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${idPath}/menu` });
    expect(hidden.json<{ comercio: { bank_transfer_details: unknown } }>().comercio.bank_transfer_details).toBeNull();
    await t.handle.db.update(commerces).set({ metodos_pago_pasar_recoger: TRANSFER }).where(eq(commerces.id, commerceId));
    const shown = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${idPath}/menu` });
    expect(shown.json<{ comercio: { bank_transfer_details: unknown } }>().comercio.bank_transfer_details).toEqual(BANK);

    // Sending them unchanged is no change; clearing them stores null.
    const cleared = await t.app.inject({ method: 'PUT', url: '/v1/comercio', headers: owner.headers, payload: { bank_transfer_details: null, metodos_pago_pasar_recoger: { ...TRANSFER, transferencia: false } } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await storedText('bank')).toBe('');
  });

  it('written in clear by an older release still read, and are sealed at start-up', async () => {
    await t.handle.db.execute(sql`UPDATE commerces SET bank_transfer_details = ${JSON.stringify(BANK)}::jsonb WHERE id = ${commerceId}`);
    await t.handle.db.execute(
      sql`INSERT INTO online_payment_setups (id_comercio, datos) VALUES (${commerceId}, ${JSON.stringify({ rfc: 'PELR850101AB1', businessName: 'Rosa Pérez López' })}::jsonb)
          ON CONFLICT (id_comercio) DO UPDATE SET datos = EXCLUDED.datos`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: owner.headers })).json()).toMatchObject({ bank_transfer_details: BANK });
    expect((await t.app.inject({ method: 'GET', url: '/v1/cobro-en-linea', headers: owner.headers })).json()).toMatchObject({ datos: { rfc: 'PELR850101AB1' } });

    expect(await sealPlainBankAndTaxData(t.handle.db, t.app.deps.config.secretsKey)).toBeGreaterThanOrEqual(2);
    for (const column of ['bank', 'setup'] as const) {
      const stored = await storedText(column);
      expect(stored).toMatch(/^\{"sealed": "v1:/);
      for (const secret of [BANK.clabe, 'PELR850101AB1', 'Rosa']) expect(stored).not.toContain(secret);
    }
    expect(await sealPlainBankAndTaxData(t.handle.db, t.app.deps.config.secretsKey)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/v1/comercio', headers: owner.headers })).json()).toMatchObject({ bank_transfer_details: BANK });
    expect((await t.app.inject({ method: 'GET', url: '/v1/cobro-en-linea', headers: owner.headers })).json()).toMatchObject({ datos: { rfc: 'PELR850101AB1' } });
  });
});
