// Locations (sucursales) of the account (docs/locations.md). Paths, relative to /v1:
//   GET  /sucursales   → LocationSummary[]: the locations the signed-in user may use (the header's switcher)
//   POST /sucursales   NewLocationRequest → 201 NewLocationResponse («Agregar sucursal», owner only)
// 409 ID_PATH_TAKEN when the menu address is in use; 400 naming the field for a bad time zone or source.
import type { FastifyPluginAsync } from 'fastify';
import { newLocationSchema, type NewLocationRequest } from '@shared/locations';
import { getSession } from '../../plugins/auth';
import { yupPart } from '../../plugins/validators';
import { createLocation, listUserLocations } from '../../services/locations/locations';

const newLocationLimits = {
  type: 'object',
  required: ['nombre', 'id_path', 'direccion', 'zona_horaria'],
  properties: {
    nombre: { type: 'string', maxLength: 100 },
    id_path: { type: 'string', maxLength: 60 },
    direccion: { type: 'string', maxLength: 400 },
    prefijo_folio: { type: ['string', 'null'], maxLength: 20 },
    zona_horaria: { type: 'string', maxLength: 64 },
    copiar_de: { type: ['string', 'null'], format: 'uuid' },
    copiar: { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 20 } },
  },
};

const locationRoutes: FastifyPluginAsync = async (app) => {
  const { db, plans } = app.deps;

  app.get('/sucursales', { config: { access: 'signedIn' } }, async (request) => listUserLocations(db, plans, getSession(request)));

  app.post<{ Body: NewLocationRequest }>('/sucursales', { config: { access: 'owner' }, schema: { body: yupPart(newLocationSchema, { limits: newLocationLimits }) } }, async (request, reply) => {
    const answer = await createLocation(db, plans, getSession(request), request.body, app.deps.config.secretsKey);
    reply.code(201);
    return answer;
  });
};

export default locationRoutes;
