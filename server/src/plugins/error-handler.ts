// The one error handler: every failure answers JSON `{ message }` in Spanish (plus `field` for validation
// errors, `code` when a client acts on it). Bad input is always a 4xx, never a 500.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { databaseFaultOf, databaseHealthFor, FAULT_MSG, FAULT_STATUS } from '../db/faults';
import { HttpError } from '../errors';
import { SERVER_MSG, validationMessage } from '../messages';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : '';
  const field = [path, missing].filter(Boolean).join('.');
  return field || (context === 'body' ? '' : (context ?? ''));
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: SERVER_MSG.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: SERVER_MSG.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: SERVER_MSG.badRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: SERVER_MSG.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: SERVER_MSG.invalidJson },
};

export function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      const { field, code, details } = error.extra;
      // A limit's answer says when to come back, in the header clients and proxies read (RFC 9110 §10.2.3).
      if (typeof details?.retryAfterSeconds === 'number') reply.header('retry-after', String(details.retryAfterSeconds));
      return sendError(reply, error.statusCode, { message: error.message, ...(field ? { field } : {}), ...(code ? { code } : {}), ...details });
    }
    const fastifyError = error as FastifyError;
    if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
      const issue = fastifyError.validation[0] as unknown as ValidationIssue;
      const field = fieldOf(issue, fastifyError.validationContext);
      const message = field ? validationMessage(field, issue.keyword, issue.params ?? {}) : SERVER_MSG.invalidBody;
      return sendError(reply, 400, { message, ...(field ? { field } : {}) });
    }
    const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    if (known) return sendError(reply, known.status, { message: known.message });
    const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { message: status === 404 ? SERVER_MSG.notFound : status === 413 ? SERVER_MSG.bodyTooLarge : SERVER_MSG.badRequest });
    }
    // A full disk, a damaged or an absent database: the server's state, said plainly (and readiness knows).
    const fault = databaseFaultOf(error);
    if (fault) {
      databaseHealthFor(app.deps.handle).record(fault, error);
      request.log.error({ err: error }, `base de datos: ${fault}`);
      return sendError(reply, FAULT_STATUS[fault], { message: FAULT_MSG[fault] });
    }
    request.log.error({ err: error }, 'error no controlado');
    return sendError(reply, 500, { message: SERVER_MSG.internal });
  });
}

/** JSON bodies: an empty body is "no payload" (PUT activate-trial), malformed JSON is a Spanish 400. */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      // Drop prototype-changing keys outright; nothing legitimate uses them.
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value)));
    } catch {
      done(new HttpError(400, SERVER_MSG.invalidJson), undefined);
    }
  });
}
