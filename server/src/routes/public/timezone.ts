// GET /v1/public/timezone: time zones a commerce may choose (Mexico's, then a few of the region).
import type { FastifyPluginAsync } from 'fastify';
import type { TimeZoneOption } from '@shared/types/misc';
import { timeZonesReply } from '../../http/reply-schemas/public';

export const TIME_ZONES: readonly TimeZoneOption[] = [
  { id: 'America/Mexico_City', nombre: 'Tiempo del Centro (Ciudad de México)' },
  { id: 'America/Cancun', nombre: 'Tiempo del Sureste (Quintana Roo)' },
  { id: 'America/Merida', nombre: 'Tiempo del Centro (Mérida)' },
  { id: 'America/Monterrey', nombre: 'Tiempo del Centro (Monterrey)' },
  { id: 'America/Matamoros', nombre: 'Tiempo del Centro, frontera (Matamoros)' },
  { id: 'America/Chihuahua', nombre: 'Tiempo del Centro (Chihuahua)' },
  { id: 'America/Ciudad_Juarez', nombre: 'Tiempo de la Montaña, frontera (Ciudad Juárez)' },
  { id: 'America/Mazatlan', nombre: 'Tiempo del Pacífico (Mazatlán)' },
  { id: 'America/Hermosillo', nombre: 'Tiempo del Pacífico sin horario de verano (Sonora)' },
  { id: 'America/Bahia_Banderas', nombre: 'Tiempo del Centro (Bahía de Banderas)' },
  { id: 'America/Tijuana', nombre: 'Tiempo del Noroeste (Tijuana)' },
  { id: 'America/Guatemala', nombre: 'Guatemala' },
  { id: 'America/Bogota', nombre: 'Colombia' },
  { id: 'America/Lima', nombre: 'Perú' },
  { id: 'America/Santiago', nombre: 'Chile' },
  { id: 'America/Argentina/Buenos_Aires', nombre: 'Argentina' },
  { id: 'Europe/Madrid', nombre: 'España' },
];

const timezoneRoutes: FastifyPluginAsync = async (app) => {
  app.get('/timezone', { config: { access: 'public' }, schema: { response: { 200: timeZonesReply } } }, async () => TIME_ZONES);
};

export default timezoneRoutes;
