// Demo tables, coupons and ad of the taquería, plus platform content (news, an announcement, help articles).
import type { Db } from '../../database';
import { ads, announcements, coupons, helpArticles, news, restaurantTables } from '../../schema/index';
import type { Random } from './prng';

export interface SeededCoupon {
  id: string;
  codigo: string;
  tipo: 'amount' | 'percent';
  /** amount: cents; percent: hundredths of a percent. */
  valor: number;
  compra_minima_cents: number | null;
}

const DAY_MS = 86_400_000;

export async function seedCommerceContent(db: Db, commerceId: string, random: Random, now: Date): Promise<{ coupons: SeededCoupon[] }> {
  await db.insert(restaurantTables).values(
    Array.from({ length: 8 }, (_, index) => ({ uuid: random.uuid(), id_comercio: commerceId, numero: index + 1, status: index === 2 || index === 5 ? ('o' as const) : ('a' as const) })),
  );
  const seededCoupons: SeededCoupon[] = [
    { id: random.uuid(), codigo: 'BIENVENIDA', tipo: 'percent', valor: 1_000, compra_minima_cents: null },
    { id: random.uuid(), codigo: 'TACOS50', tipo: 'amount', valor: 5_000, compra_minima_cents: 30_000 },
  ];
  await db.insert(coupons).values([
    { ...seededCoupons[0]!, id_comercio: commerceId, fecha_inicio: new Date(now.getTime() - 120 * DAY_MS), fecha_fin: new Date(now.getTime() + 60 * DAY_MS), limite_por_cliente: 1 },
    { ...seededCoupons[1]!, id_comercio: commerceId, fecha_inicio: new Date(now.getTime() - 100 * DAY_MS), fecha_fin: new Date(now.getTime() + 30 * DAY_MS), limite_total: 500 },
  ]);
  await db.insert(ads).values({
    id: random.uuid(),
    id_comercio: commerceId,
    titulo: 'Martes de pastor',
    texto: 'Todos los martes la orden de 5 tacos al pastor a $80. ¡Pide ya!',
    enlace: null,
    fecha_inicio: new Date(now.getTime() - 7 * DAY_MS),
    fecha_fin: new Date(now.getTime() + 30 * DAY_MS),
  });
  return { coupons: seededCoupons };
}

/** Platform-wide content; inserted with the demo only when none exists yet. */
export async function seedPlatformContent(db: Db, random: Random, now: Date): Promise<void> {
  const existing = await db.select({ id: news.id }).from(news).limit(1);
  if (existing.length > 0) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.insert(news).values([
    { id: random.uuid(), title: 'Nuevo: impresión automática de tickets', description: 'Configura tu impresora y recibe cada pedido impreso al momento.', date: daysAgo(2), category: ['Novedades', 'Impresión'], link: 'https://ejemplo.mx/blog/impresion-automatica' },
    { id: random.uuid(), title: 'Cómo aumentar tus ventas con cupones', description: 'Ideas para atraer clientes nuevos y premiar a los frecuentes.', date: daysAgo(9), category: 'Consejos', link: 'https://ejemplo.mx/blog/cupones' },
    { id: random.uuid(), title: 'Mesas con código QR', description: 'Tus clientes ordenan desde la mesa y tú recibes el pedido en el panel.', date: daysAgo(16), category: ['Novedades'], link: 'https://ejemplo.mx/blog/mesas-qr' },
    { id: random.uuid(), title: 'Envío por kilómetro', description: 'Cobra el envío según la distancia real a tu cliente.', date: daysAgo(30), category: 'Novedades', link: 'https://ejemplo.mx/blog/envio-por-kilometro' },
    { id: random.uuid(), title: 'Temporada de fiestas patrias', description: 'Prepara tu menú y tus horarios para la noche mexicana.', date: daysAgo(45), category: 'Consejos', link: 'https://ejemplo.mx/blog/fiestas-patrias' },
    { id: random.uuid(), title: 'Reportes de corte de caja', description: 'Descarga tu corte por método de pago con propinas y cambio.', date: daysAgo(60), category: ['Novedades', 'Reportes'], link: 'https://ejemplo.mx/blog/corte-de-caja' },
  ]);
  await db.insert(announcements).values({
    uuid: random.uuid(),
    title: 'Conoce el nuevo control de pedidos',
    subtitle: 'Más rápido, con alarma y filtros por estatus',
    long_description: 'Recibe tus pedidos en tiempo real, acéptalos con tiempo estimado de preparación y sigue cada entrega desde una sola pantalla.',
    video_url: null,
    show_once: true,
    delay_before_close: 3,
    plans: null,
    is_active: true,
    start_date: daysAgo(10),
    end_date: new Date(now.getTime() + 60 * DAY_MS),
  });
  await db.insert(helpArticles).values([
    { id: random.uuid(), tipo: 'tutorial', orden: 0, categoria: 'Primeros pasos', titulo: 'Configura tu comercio', descripcion: 'Datos, ubicación y horarios en cinco minutos.', contenido: 'Entra a Datos del comercio, captura el nombre, teléfono y dirección. Después marca tu ubicación en el mapa y define tus horarios en Horarios.' },
    { id: random.uuid(), tipo: 'tutorial', orden: 1, categoria: 'Menú', titulo: 'Crea tu menú', descripcion: 'Categorías, productos, presentaciones y extras.', contenido: 'En Menú crea primero tus categorías, luego agrega productos con su precio o con presentaciones (por ejemplo, Orden de 3 y Orden de 5). Los extras se crean una vez y se ligan a varios productos.' },
    { id: random.uuid(), tipo: 'tutorial', orden: 2, categoria: 'Pedidos', titulo: 'Recibe y despacha pedidos', descripcion: 'Acepta, prepara y entrega desde Control de pedidos.', contenido: 'Cada pedido nuevo suena hasta que lo abres o lo aceptas. Al aceptar indica el tiempo de preparación; después avanza el pedido con el botón Siguiente hasta entregarlo.' },
    { id: random.uuid(), tipo: 'articulo', orden: 3, categoria: 'Impresión', titulo: 'Conecta tu impresora térmica', descripcion: 'Impresoras de red, USB y compartidas.', contenido: 'En Ajustes elige la impresora principal de la lista de impresoras detectadas o escribe la IP de una impresora de red (puerto 9100). Imprime una página de prueba para confirmar.' },
    { id: random.uuid(), tipo: 'articulo', orden: 4, categoria: 'Cobros', titulo: 'Métodos de pago por tipo de entrega', descripcion: 'Efectivo, tarjeta, transferencia y enlace de pago.', contenido: 'En Tarifas y entregas activa los tipos de entrega que ofreces y, para cada uno, los métodos de pago que aceptas. Para transferencia captura la CLABE de 18 dígitos.' },
  ]);
}
