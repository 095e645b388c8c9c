// "Hacer un pedido de prueba" (docs/availability.md): the owner's panel places an order through the public
// order endpoint, marked with the header `x-pedido-prueba: 1` and the panel's own session. Only the owner
// of that very commerce may mark an order as a test; the order then prints like any other but is not a sale.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { bearerToken } from '../../plugins/auth';
import { authenticateToken } from '../sessions';

export const TEST_ORDER_HEADER = 'x-pedido-prueba';
export const TEST_ORDER_MSG = { ownerOnly: 'Solo el propietario del comercio, con su sesión, puede hacer un pedido de prueba' } as const;

/** Whether the request asks for a test order; throws 403 when it asks without the owner's session of `commerceId`. */
export async function isOwnersTestOrder(request: FastifyRequest, commerceId: string): Promise<boolean> {
  if (request.headers[TEST_ORDER_HEADER] !== '1') return false;
  const token = bearerToken(request.headers.authorization);
  const { db, plans } = request.server.deps;
  const session = token ? await authenticateToken(db, plans, token) : null;
  if (!session || session.commerceId !== commerceId || session.role !== 'owner') throw new HttpError(403, TEST_ORDER_MSG.ownerOnly, { code: 'TEST_ORDER_FORBIDDEN' });
  return true;
}
