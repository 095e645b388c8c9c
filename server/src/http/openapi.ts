// The published API (docs/api.md): an OpenAPI 3.1 document generated from the route schemas by @fastify/swagger,
// and a readable page of it served by @fastify/swagger-ui at /api/docs (its scripts and styles come from the
// package itself, so the page works without internet). The document holds the routes other programs call:
// the public family (/v1/public), /v2, and the owner's integration settings (/v1/integrations, called with the
// panel's session); the panel's other /v1 routes are not a published contract.
// Registered before the routes (its onRoute hook collects them as they are registered).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { isSchema, type AnySchema } from 'yup';
import { YupPart } from '../plugins/validators';

export const API_DOCS_PATH = '/api/docs';
const PUBLISHED = /^\/v1\/public\/|^\/v2\/|^\/v1\/integrations(?:\/|$)/;

/** The part of yup's description this converter reads (objects, arrays, texts, numbers, booleans, choices). */
interface YupDescription {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  label?: string;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> | undefined }[];
  fields?: Record<string, YupDescription>;
  innerType?: YupDescription | YupDescription[];
}

function testParam(description: YupDescription, name: string, param: string): number | undefined {
  const value = description.tests?.find((test) => test.name === name)?.params?.[param];
  return typeof value === 'number' ? value : undefined;
}

/** A JSON schema for the OpenAPI document from a shared yup schema's description (what it checks, as far as JSON Schema can say). */
function jsonSchemaOfYup(description: YupDescription): Record<string, unknown> {
  const nullable = description.nullable === true ? { nullable: true } : {};
  const choices = (description.oneOf ?? []).filter((value) => value !== undefined && value !== null);
  switch (description.type) {
    case 'object': {
      const fields = Object.entries(description.fields ?? {});
      const required = fields.filter(([, field]) => field.optional === false && field.nullable !== true).map(([name]) => name);
      return { type: 'object', properties: Object.fromEntries(fields.map(([name, field]) => [name, jsonSchemaOfYup(field)])), ...(required.length > 0 ? { required } : {}), ...nullable };
    }
    case 'array': {
      const inner = Array.isArray(description.innerType) ? description.innerType[0] : description.innerType;
      const minItems = testParam(description, 'min', 'min');
      const maxItems = testParam(description, 'max', 'max');
      return { type: 'array', items: inner ? jsonSchemaOfYup(inner) : {}, ...(minItems !== undefined ? { minItems } : {}), ...(maxItems !== undefined ? { maxItems } : {}), ...nullable };
    }
    case 'string': {
      const maxLength = testParam(description, 'max', 'max');
      return { type: 'string', ...(maxLength !== undefined ? { maxLength } : {}), ...(choices.length > 0 ? { enum: choices } : {}), ...nullable };
    }
    case 'number': {
      const minimum = testParam(description, 'min', 'min');
      const maximum = testParam(description, 'max', 'max');
      return { type: 'number', ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}), ...nullable };
    }
    case 'boolean':
      return { type: 'boolean', ...nullable };
    default:
      return choices.length > 0 ? { enum: choices, ...nullable } : { ...nullable };
  }
}

function documentedPart(part: unknown): unknown {
  if (part instanceof YupPart) return jsonSchemaOfYup(part.schema.describe() as unknown as YupDescription);
  if (isSchema(part)) return jsonSchemaOfYup((part as AnySchema).describe() as unknown as YupDescription);
  return part;
}

/** The route's schema as the document shows it: shared yup parts as JSON schemas, and how the route is called. */
function documentedSchema(url: string, schema: FastifySchema | undefined): FastifySchema {
  const documented: FastifySchema = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (documented[part] !== undefined) documented[part] = documentedPart(documented[part]);
  }
  if (url.startsWith('/v2/')) documented.security = [{ claveComercio: [] }, { claveServidor: [], sesionPanel: [] }];
  if (url.startsWith('/v1/integrations')) documented.security = [{ sesionPropietario: [], idComercio: [] }];
  documented.tags ??= [url.startsWith('/v2/') ? 'API v2' : url.startsWith('/v1/integrations') ? 'Integraciones' : 'Público'];
  return documented;
}

const openApi: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Panel Comercio API',
        version: '2.0.0',
        description:
          'API pública del menú y los pedidos (/v1/public), API v2 para integraciones (pedidos de otros canales, el menú, los pedidos del comercio) y la configuración de los proveedores conectados (/v1/integrations, con la sesión del panel). Las claves de API las crea el propietario en Integraciones → API. Guía: docs/api.md.',
      },
      components: {
        securitySchemes: {
          claveComercio: { type: 'http', scheme: 'bearer', description: 'Clave de API del comercio (pck_…), con sus permisos: orders:read, orders:write, menu:read' },
          claveServidor: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Clave del servidor (API_KEY) de los clientes propios del panel' },
          sesionPanel: { type: 'apiKey', in: 'header', name: 'x-panel-session', description: 'Sesión del panel, junto con x-api-key' },
          sesionPropietario: { type: 'http', scheme: 'bearer', description: 'Sesión del panel de un usuario con el módulo Integraciones (POST /v1/auth/login), junto con id_comercio' },
          idComercio: { type: 'apiKey', in: 'header', name: 'id_comercio', description: 'El comercio de la sesión' },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: PUBLISHED.test(url) ? documentedSchema(url, schema) : { hide: true }, url }),
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: false }, staticCSP: true });
};

/** Not encapsulated: the swagger plugin must see the routes registered after it on the app. */
export default fp(openApi, { name: 'open-api' });
