// Hostile request generator for the fuzz test: from one route of the access table (method, path pattern,
// request schema) it builds requests an attacker would send — wrong types, huge and control-character
// strings, extreme numbers, nested and array bodies, bad JSON and content types, bad path params.
// Deterministic for a seed, so a failure can be replayed.
import type { RouteAccessEntry } from '../../../server/src/plugins/access';
import { isSchema } from 'yup';
import { YupPart } from '../../../server/src/plugins/validators';

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Raw body text (sent as-is) and its content type. */
  body?: string;
  contentType?: string;
  /** What was fuzzed, for failure messages. */
  label: string;
}

/** Mulberry32: a small seeded PRNG. */
export function createRandom(seed: number): { next(): number; pick<T>(items: readonly T[]): T; int(max: number): number } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (items) => items[Math.floor(next() * items.length)]!, int: (max) => Math.floor(next() * max) };
}

type Random = ReturnType<typeof createRandom>;

/** JSON texts of hostile values (raw text, so 1e309 and deep nesting survive). */
const HOSTILE_VALUES: readonly string[] = [
  '{}',
  '[]',
  '[[[[[[]]]]]]',
  '{"a":{"b":{"c":{"d":[1,{"e":null}]}}}}',
  'null',
  'true',
  '0',
  '-1',
  '1e21',
  '-1e21',
  '1e308',
  '1e309',
  '-1e309',
  '2147483648',
  '9007199254740993',
  '0.000000001',
  '""',
  '" "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\u001b[31mrojo"',
  '"\\u0007\\u0008"',
  '"\\ud800"',
  JSON.stringify('x'.repeat(20_000)),
  JSON.stringify('ñ'.repeat(5_000)),
  JSON.stringify("' OR 1=1 --"),
  JSON.stringify('<script>alert(1)</script>'),
  JSON.stringify('9999-99-99'),
  JSON.stringify('2026-02-30'),
  JSON.stringify('00000000-0000-0000-0000-000000000000'),
  JSON.stringify('../../etc/passwd'),
  '["a","b",{"c":1}]',
  JSON.stringify(Array.from({ length: 2_000 }, (_, i) => i)),
];

const QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%1B%5B31m',
  '9999-99-99',
  '2026-02-30',
  '-1',
  '1e309',
  '99999999999999999999',
  'NaN',
  'true',
  '',
  '%C0%AF',
  'x'.repeat(5_000),
  '%27%20OR%201%3D1',
  'a&a=b',
  '[object Object]',
];

const PARAM_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%1B',
  '-1',
  '0',
  '1e309',
  'null',
  'undefined',
  '%7B%7D',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%27%20OR%201%3D1%20--',
  '%F0%9F%8C%AE',
];

/** Field names services read when a route has no body schema of its own. */
const COMMON_FIELDS: readonly string[] = [
  'nombre',
  'descripcion',
  'precio',
  'valor',
  'codigo',
  'tipo',
  'titulo',
  'texto',
  'email',
  'username',
  'password',
  'name',
  'status',
  'modules',
  'productos',
  'opciones',
  'presentaciones',
  'extras',
  'ids',
  'rows',
  'cantidad',
  'id_categoria',
  'fecha_inicio',
  'fecha_fin',
  'activo',
  'agotado',
  'minimo',
  'maximo',
  'configuration',
  'archivo',
  'imagen',
  'metodo_entrega',
  'metodo_pago',
  'numero_celular',
  'propina',
  'monto_pago',
  'direccion',
  'categorias',
  'cambios',
  'redondeo',
  'direccion',
  'compra_minima',
  'limite_total',
];

const RAW_BODIES: readonly { body: string; contentType?: string; label: string }[] = [
  { body: '{"a":', label: 'JSON cortado' },
  { body: '{"a":1,}', label: 'JSON con coma final' },
  { body: "{'a':1}", label: 'JSON con comillas simples' },
  { body: '[]', label: 'lista en vez de objeto' },
  { body: '[{"nombre":"x"}]', label: 'lista de objetos' },
  { body: '"texto"', label: 'texto JSON' },
  { body: '12345', label: 'número JSON' },
  { body: 'null', label: 'null JSON' },
  { body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', label: 'prototype pollution' },
  { body: `${'['.repeat(3_000)}${']'.repeat(3_000)}`, label: 'anidación profunda' },
  { body: `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`, label: 'objetos anidados' },
  { body: 'nombre=x&precio=1', contentType: 'application/x-www-form-urlencoded', label: 'form-urlencoded' },
  { body: 'hola', contentType: 'text/plain', label: 'text/plain' },
  { body: '<a>1</a>', contentType: 'application/xml', label: 'xml' },
  { body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x', label: 'multipart' },
  { body: '{"nombre":"x"}', contentType: 'application/json; charset=utf-16', label: 'charset utf-16' },
  { body: '\u0000\u0001\u0002', contentType: 'application/json', label: 'bytes de control' },
  { body: '{"nombre":"x"}', contentType: 'application/octet-stream', label: 'octet-stream' },
];

/** The fields a part's schema names: a JSON schema's properties, a shared yup schema's fields (and its limits'). */
function propertyNames(schema: unknown): string[] {
  if (schema instanceof YupPart) return [...new Set([...propertyNames(schema.schema), ...propertyNames(schema.options.limits)])];
  if (isSchema(schema)) {
    const fields = (schema.describe() as { fields?: Record<string, unknown> }).fields;
    return fields ? Object.keys(fields) : [];
  }
  if (typeof schema !== 'object' || schema === null) return [];
  const properties = (schema as { properties?: unknown }).properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/** The route's path with each :param filled by `fill`. */
function pathWith(url: string, fill: (name: string) => string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => fill(name));
}

function hostileBody(random: Random, fields: readonly string[]): string {
  const chosen = new Set<string>();
  const howMany = 1 + random.int(Math.min(4, fields.length));
  while (chosen.size < howMany) chosen.add(random.pick(fields));
  return `{${[...chosen].map((field) => `${JSON.stringify(field)}:${random.pick(HOSTILE_VALUES)}`).join(',')}}`;
}

/** A valid body with one field swapped for a hostile value: gets past the other fields' checks. */
function oneFieldHostile(random: Random, base: Record<string, unknown>): string {
  const keys = Object.keys(base);
  const target = random.pick(keys);
  return `{${keys.map((key) => `${JSON.stringify(key)}:${key === target ? random.pick(HOSTILE_VALUES) : JSON.stringify(base[key])}`).join(',')}}`;
}

/**
 * `count` hostile requests for one route. `ids` fills path params with real ids where it can; `base`, a
 * valid body of the route when known, is also sent with one field at a time made hostile.
 */
export function fuzzRequests(entry: RouteAccessEntry, ids: Record<string, string>, random: Random, count: number, base?: Record<string, unknown>): FuzzRequest[] {
  const method = entry.method as FuzzRequest['method'];
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const segment = entry.url.split('/')[2] ?? '';
  const realPath = pathWith(entry.url, (name) => ids[name] ?? ids[segment] ?? '00000000-0000-0000-0000-000000000000');
  const bodyFields = propertyNames(entry.schema?.body);
  const queryFields = propertyNames(entry.schema?.querystring);
  const fields = bodyFields.length > 0 ? bodyFields : COMMON_FIELDS;
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = i % 5;
    if (kind === 0 && entry.url.includes(':')) {
      const url = pathWith(entry.url, (name) => (random.next() < 0.5 ? random.pick(PARAM_VALUES) : (ids[name] ?? ids[segment] ?? random.pick(PARAM_VALUES))));
      requests.push({ method, url, label: `parámetros ${url.slice(0, 120)}`, ...(hasBody ? { body: hostileBody(random, fields), contentType: 'application/json' } : {}) });
    } else if (kind === 1 || (!hasBody && kind !== 0)) {
      const keys = queryFields.length > 0 ? queryFields : ['q', 'page', 'pageSize', 'desde', 'hasta', 'format', 'date', 'periodo', 'estatus', 'id_categoria', 'telefono'];
      const query = Array.from({ length: 1 + random.int(3) }, () => `${random.pick(keys)}=${random.pick(QUERY_VALUES)}`).join('&');
      requests.push({ method, url: `${realPath}?${query}`, label: `query ${query.slice(0, 120)}` });
    } else if (kind === 2) {
      const raw = random.pick(RAW_BODIES);
      requests.push({ method, url: realPath, body: raw.body, contentType: raw.contentType ?? 'application/json', label: raw.label });
    } else if (kind === 4 && base) {
      const body = oneFieldHostile(random, base);
      requests.push({ method, url: realPath, body, contentType: 'application/json', label: `cuerpo válido con un campo hostil ${body.slice(0, 160)}` });
    } else {
      const body = hostileBody(random, fields);
      requests.push({ method, url: realPath, body, contentType: 'application/json', label: `cuerpo ${body.slice(0, 160)}` });
    }
  }
  return requests;
}
