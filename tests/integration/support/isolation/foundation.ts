// Foundation endpoints that read or change a commerce's data. Commerce-wide reads (GET /v1/comercio,
// account-details) answer for the caller's own commerce, so with B's session they must never show A.
import type { IsolationRow } from '../isolation-types';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const rows: IsolationRow[] = [
  { name: 'GET /v1/comercio', method: 'GET', family: 'v1', path: () => '/v1/comercio' },
  { name: 'PUT /v1/comercio', method: 'PUT', family: 'v1', path: () => '/v1/comercio', body: () => ({ servicio_activo: false }) },
  { name: 'GET /v1/auth/account-details', method: 'GET', family: 'v1', path: () => '/v1/auth/account-details' },
  { name: 'PUT /v1/suscriptions/activate-trial', method: 'PUT', family: 'v1', path: () => '/v1/suscriptions/activate-trial' },
  { name: 'POST /v1/subir/imagen', method: 'POST', family: 'v1', path: () => '/v1/subir/imagen', body: () => ({ extension: 'png', imagen: PNG_1PX }) },
  { name: 'GET /v2/commerce/:commerceId', method: 'GET', family: 'v2', path: (ids) => `/v2/commerce/${ids.commerceId}` },
  { name: 'GET /v2/announcements', method: 'GET', family: 'v2', path: () => '/v2/announcements' },
];
