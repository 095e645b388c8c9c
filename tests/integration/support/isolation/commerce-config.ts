// Commerce-configuration endpoints in the tenant-isolation table: cobro en línea (setup and documents) and
// cambiar-contrasena act only on the session's own commerce and user.
import type { IsolationRow } from '../isolation-types';

const PDF = Buffer.from('%PDF-1.4\n%%EOF').toString('base64');

export const rows: IsolationRow[] = [
  { name: 'GET /v1/cobro-en-linea', method: 'GET', family: 'v1', path: () => '/v1/cobro-en-linea' },
  {
    name: 'PUT /v1/cobro-en-linea (A documents)',
    method: 'PUT',
    family: 'v1',
    path: () => '/v1/cobro-en-linea',
    setup: async (ctx) => {
      const uploaded = await ctx.app.inject({ method: 'POST', url: '/v1/cobro-en-linea/documentos', headers: ctx.auth.headers, payload: { archivo: PDF } });
      return { documentUrl: uploaded.json<{ url: string }>().url };
    },
    body: (ids) => ({
      taxType: 'persona_moral',
      rfc: 'TLE850101AB1',
      businessName: 'Taquería La Esquina SA de CV',
      bankAccount: { bank_name: 'BBVA', titular_name: 'Taquería La Esquina', clabe: '012180001234567899' },
      address: { street: 'Av. Paseo Tabasco', exteriorNumber: '1203', neighborhood: 'Tabasco 2000', city: 'Villahermosa', state: 'Tabasco', postalCode: '86035' },
      documents: { identificacion: ids.documentUrl, comprobante_domicilio: ids.documentUrl, constancia_situacion_fiscal: ids.documentUrl },
    }),
  },
  { name: 'POST /v1/cobro-en-linea/documentos', method: 'POST', family: 'v1', path: () => '/v1/cobro-en-linea/documentos', body: () => ({ archivo: PDF }) },
  {
    name: 'POST /v1/auth/cambiar-contrasena',
    method: 'POST',
    family: 'v1',
    path: () => '/v1/auth/cambiar-contrasena',
    body: () => ({ current_password: 'no-es-la-actual', password: 'nueva12345', password_confirmation: 'nueva12345' }),
  },
];
