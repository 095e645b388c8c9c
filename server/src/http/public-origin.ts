// The origin customers reach this server on: PUBLIC_URL when set (docs/security.md), else the address the
// request came to. Links handed to customers (QR codes, the panel's «Compartir menú») need it absolute.
import type { FastifyRequest } from 'fastify';

export function publicOrigin(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
