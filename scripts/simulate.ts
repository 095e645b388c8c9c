// Order simulator: places realistic customer orders through the public endpoint, as the online menu would.
//   npm run simulate -- --rate 5/s --duration 60   (also 1/10s, 30/min, 0.5) [--url http://localhost:8080] [--commerce taqueria-el-buen-taco]
//                       [--seed 42] [--concurrency 50]
// Prints a JSON summary: sent, ok, failed, error messages, p50/p99 latency in ms. Every simulated customer
// comes from this machine's address: past the public's per-address limit (docs/security.md) the server answers
// 429, so a longer run needs the server started with PUBLIC_LIMITS=off.
// Also a module: runSimulation() and buildOrder() serve benchmarks and end-to-end tests.
import { pathToFileURL } from 'node:url';
import { createRandom, type Random } from '../server/src/db/seed/demo/prng';

export interface CatalogueProduct {
  id: string;
  nombre: string;
  precio: number;
  presentaciones: { id: string; nombre: string; precio: number }[];
  extras: { id: string; nombre: string; minimo: number; maximo: number; obligatorio: boolean; opciones: { id: string; nombre: string; precio: number }[] }[];
}

export interface Catalogue {
  comercio: {
    nombre: string;
    abierto: boolean;
    activar_envio_domicilio: boolean;
    activar_pasar_recoger: boolean;
    activar_comer_restaurant: boolean;
    metodos_pago_envio_domicilio: Record<string, boolean>;
    metodos_pago_pasar_recoger: Record<string, boolean>;
    metodos_pago_comer_restaurant: Record<string, boolean>;
    tipo_envio_domicilio: string | null;
    colonias: { nombre: string; costo: number }[];
    compra_minima_envio_domicilio: number | null;
    activar_campo_agregar_propina: boolean;
    address: { latitude: number | null; longitude: number | null } | null;
  };
  productos: CatalogueProduct[];
}

// A seed replays the same customers: the demo seed's deterministic PRNG (mulberry32), one implementation.
export { createRandom, type Random };

const FIRST_NAMES = ['María', 'José', 'Guadalupe', 'Juan', 'Fernanda', 'Luis', 'Ximena', 'Carlos', 'Daniela', 'Jorge', 'Valeria', 'Miguel', 'Sofía', 'Alejandro', 'Andrea', 'Ricardo', 'Paola', 'Arturo', 'Mariana', 'Héctor', 'Lupita', 'Rubén'];
const LAST_NAMES = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Chablé', 'De la Cruz', 'Jiménez', 'Torres', 'Álvarez', 'Ovando', 'Arias', 'Méndez', 'Zapata', 'Magaña'];
const COLONIAS = ['Centro', 'Tabasco 2000', 'Atasta de Serra', 'Gil y Sáenz', 'Jesús García', 'Tamulté de las Barrancas', 'Las Gaviotas', 'Primero de Mayo', 'Reforma', 'El Recreo', 'Galaxia Tabasco 2000', 'José María Pino Suárez', 'Lindavista', 'Carrizal', 'Mayito', 'Framboyanes'];
const STREETS = ['Av. Paseo Tabasco', 'Av. Gregorio Méndez Magaña', 'Calle 27 de Febrero', 'Calle Juárez', 'Av. Universidad', 'Periférico Carlos Pellicer Cámara', 'Av. Adolfo Ruiz Cortines', 'Calle José Pagés Llergo', 'Calle Sánchez Mármol', 'Av. Paseo Usumacinta', 'Calle Aldama', 'Av. Méndez'];
const REFERENCES = ['Portón negro', 'Casa azul de dos pisos', 'Frente a la tienda Oxxo', 'A un lado de la farmacia', 'Edificio B, tercer piso', 'Entre la panadería y la papelería', 'Casa con reja blanca'];
const COMMENTS = ['Sin cebolla, por favor', 'Tocar el timbre, no el claxon', 'Traer cambio', 'Salsas aparte', 'Bien dorados', 'Con extra limón', 'Es para llevar a la oficina', 'Sin picante para los niños'];
const INSTRUCTIONS = ['Sin cebolla', 'Con todo', 'Poca salsa', 'Sin cilantro', 'Bien doradito', 'Extra queso'];

type Flow = 'delivery' | 'takeAway' | 'inRestaurant';
const FLOW_FIELDS: Record<Flow, { active: keyof Catalogue['comercio']; methods: keyof Catalogue['comercio'] }> = {
  delivery: { active: 'activar_envio_domicilio', methods: 'metodos_pago_envio_domicilio' },
  takeAway: { active: 'activar_pasar_recoger', methods: 'metodos_pago_pasar_recoger' },
  inRestaurant: { active: 'activar_comer_restaurant', methods: 'metodos_pago_comer_restaurant' },
};

function chooseExtras(product: CatalogueProduct, random: Random): { lines: { id_extra: string; cantidad: number }[]; price: number } {
  const lines: { id_extra: string; cantidad: number }[] = [];
  let price = 0;
  for (const group of product.extras) {
    if (group.opciones.length === 0) continue;
    const min = Math.max(group.minimo, group.obligatorio ? 1 : 0);
    const max = group.maximo > 0 ? Math.min(group.maximo, group.opciones.length) : group.opciones.length;
    if (min > max) continue;
    const wanted = min > 0 ? random.int(min, max) : random.chance(0.4) ? random.int(1, Math.max(1, Math.min(max, 2))) : 0;
    const options = [...group.opciones].sort(() => random.next() - 0.5).slice(0, wanted);
    for (const option of options) {
      lines.push({ id_extra: option.id, cantidad: 1 });
      price += option.precio;
    }
  }
  return { lines, price };
}

/** One realistic customer order for the catalogue; null when the commerce takes no orders at all. */
export function buildOrder(catalogue: Catalogue, random: Random): Record<string, unknown> | null {
  const c = catalogue.comercio;
  const products = catalogue.productos.filter((p) => p.presentaciones.length > 0 || p.precio > 0);
  const flows = (Object.keys(FLOW_FIELDS) as Flow[]).filter((flow) => c[FLOW_FIELDS[flow].active] === true);
  if (products.length === 0 || flows.length === 0) return null;
  const flow = random.pick(flows.includes('delivery') && random.chance(0.55) ? ['delivery' as const] : flows);
  const methods = Object.entries(c[FLOW_FIELDS[flow].methods] as Record<string, boolean>)
    .filter(([, on]) => on)
    .map(([method]) => method);
  if (methods.length === 0) return null;

  const productos: Record<string, unknown>[] = [];
  let subtotal = 0;
  const minimum = flow === 'delivery' ? (c.compra_minima_envio_domicilio ?? 0) : 0;
  const wantedLines = random.int(1, 4);
  while (productos.length < wantedLines || (subtotal < minimum + 1 && productos.length < 12)) {
    const product = random.pick(products);
    const presentation = product.presentaciones.length > 0 ? random.pick(product.presentaciones) : null;
    const extras = chooseExtras(product, random);
    const cantidad = random.chance(0.6) ? 1 : random.int(2, 5);
    subtotal += ((presentation?.precio ?? product.precio) + extras.price) * cantidad;
    productos.push({
      id_producto: product.id,
      ...(presentation ? { presentacion: presentation.id } : {}),
      cantidad,
      extras: extras.lines,
      instrucciones: random.chance(0.3) ? random.pick(INSTRUCTIONS) : null,
    });
  }

  const metodo_pago = random.pick(methods);
  const propina = c.activar_campo_agregar_propina && random.chance(0.4) ? random.pick([10, 15, 20, 30, 50]) : 0;
  const order: Record<string, unknown> = {
    metodo_entrega: flow,
    nombre: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    numero_celular: `993${String(random.int(1_000_000, 9_999_999))}`,
    country_code: '52',
    metodo_pago,
    productos,
    propina,
    comentario: random.chance(0.35) ? random.pick(COMMENTS) : null,
  };
  if (flow === 'delivery') {
    const colonia = c.tipo_envio_domicilio === 'por_colonia' && c.colonias.length > 0 ? random.pick(c.colonias).nombre : random.pick(COLONIAS);
    Object.assign(order, {
      calle: random.pick(STREETS),
      numero_exterior: String(random.int(1, 2500)),
      numero_interior: random.chance(0.15) ? String(random.int(1, 20)) : null,
      colonia,
      referencias: random.pick(REFERENCES),
    });
    const origin = c.address;
    if (origin?.latitude != null && origin.longitude != null) {
      // Within about 3 km of the commerce.
      Object.assign(order, { latitud: origin.latitude + (random.next() - 0.5) * 0.05, longitud: origin.longitude + (random.next() - 0.5) * 0.05 });
    }
  }
  if (metodo_pago === 'efectivo' && random.chance(0.6)) {
    // Upper bound of the total (fee and tip included): pays with the next round bill.
    const estimate = subtotal + propina + 150;
    order.cliente_paga_con = [200, 500, 1000, 2000].find((bill) => bill >= estimate) ?? Math.ceil(estimate / 500) * 500;
  }
  return order;
}

export async function fetchCatalogue(baseUrl: string, idPath: string): Promise<Catalogue> {
  const response = await fetch(`${baseUrl}/v1/public/comercio/${encodeURIComponent(idPath)}/pedido/opciones`);
  if (!response.ok) throw new Error(`No se pudo leer el menú de ${idPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Catalogue;
}

export interface SimulationOptions {
  url: string;
  commerce: string;
  /** Orders per second. */
  rate: number;
  durationSeconds: number;
  seed?: number;
  concurrency?: number;
}

export interface SimulationSummary {
  commerce: string;
  rate: number;
  durationSeconds: number;
  sent: number;
  ok: number;
  failed: number;
  errors: Record<string, number>;
  p50_ms: number | null;
  p99_ms: number | null;
  achieved_per_second: number;
  order_ids: string[];
}

export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 100) / 100;
}

export async function runSimulation(options: SimulationOptions): Promise<SimulationSummary> {
  const catalogue = await fetchCatalogue(options.url, options.commerce);
  const random = createRandom(options.seed ?? Date.now());
  const total = Math.max(1, Math.round(options.rate * options.durationSeconds));
  const concurrency = options.concurrency ?? 50;
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const orderIds: string[] = [];
  let ok = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();

  const placeOne = async () => {
    const body = buildOrder(catalogue, random);
    if (!body) throw new Error(`${catalogue.comercio.nombre} no recibe pedidos (sin productos o sin métodos de entrega activos)`);
    const t0 = performance.now();
    try {
      const response = await fetch(`${options.url}/v1/public/comercio/${encodeURIComponent(options.commerce)}/pedido`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      latencies.push(performance.now() - t0);
      if (response.status === 201) {
        ok += 1;
        orderIds.push((JSON.parse(text) as { pedido: { id: string } }).pedido.id);
      } else {
        const message = `${response.status} ${(JSON.parse(text) as { message?: string }).message ?? text}`;
        errors[message] = (errors[message] ?? 0) + 1;
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      errors[message] = (errors[message] ?? 0) + 1;
    }
  };

  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (inFlight >= concurrency) await Promise.race(pending);
    inFlight += 1;
    const task = placeOne().finally(() => {
      inFlight -= 1;
      pending.delete(task);
    });
    pending.add(task);
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    commerce: options.commerce,
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    sent: total,
    ok,
    failed: total - ok,
    errors,
    p50_ms: percentile(sorted, 50),
    p99_ms: percentile(sorted, 99),
    achieved_per_second: Math.round((ok / elapsed) * 100) / 100,
    order_ids: orderIds,
  };
}

const rateUnits: Record<string, number> = { ms: 0.001, s: 1, min: 60, m: 60, h: 3600 };

/**
 * Orders per second from a rate as written on the command line: `5` and `5/s` are five a second, `1/10s` is one
 * every ten seconds, `30/min` half a second apart, `0.1` one every ten seconds. Anything else answers null.
 */
export function parseRate(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?)?\s*(ms|s|min|m|h))?\s*$/.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  const per = match[2] === undefined ? 1 : Number(match[2]);
  const seconds = per * rateUnits[match[3] ?? 's']!;
  const rate = count / seconds;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const rate = parseRate(argValue(args, 'rate') ?? '1');
  const durationSeconds = Number.parseFloat(argValue(args, 'duration') ?? '10');
  if (rate === null || !(durationSeconds > 0)) {
    console.error('Uso: npm run simulate -- --rate N/s|1/10s|30/min --duration S [--url http://localhost:8080] [--commerce taqueria-el-buen-taco] [--seed 42]');
    process.exit(2);
  }
  const summary = await runSimulation({
    url: (argValue(args, 'url') ?? process.env.SIMULATE_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    commerce: argValue(args, 'commerce') ?? 'taqueria-el-buen-taco',
    rate,
    durationSeconds,
    seed: argValue(args, 'seed') ? Number(argValue(args, 'seed')) : undefined,
    concurrency: argValue(args, 'concurrency') ? Number(argValue(args, 'concurrency')) : undefined,
  });
  const { order_ids: _ids, ...printable } = summary;
  process.stdout.write(`${JSON.stringify(printable, null, 2)}\n`);
  process.exit(summary.ok > 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
