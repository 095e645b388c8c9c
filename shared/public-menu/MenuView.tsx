// Menu screen: commerce header (logo, name, open/closed), category chips, products with images and prices,
// and the cart bar at the bottom. Stateless: the server renders it into the page's HTML and the page's script
// hydrates the same markup (docs/public-menu.md), so both must get the same props.
import type { BusyMode } from '../counter';
import { formatMoney } from '../money';
import type { PublicAd, PublicMenu, PublicProduct, PublicTable } from '../types/public-menu';
import { ClosedBanner, SpecialDaysNotice, statusText } from './AvailabilityNotice';
import { BusyBanner } from './BusyBanner';
import { TEXT } from './labels';
import { Picture } from './Picture';

function priceLabel(product: PublicProduct): string {
  if (product.presentaciones.length === 0) return formatMoney(product.precio);
  const lowest = Math.min(...product.presentaciones.map((p) => p.precio));
  return product.presentaciones.length > 1 ? `${TEXT.from} ${formatMoney(lowest)}` : formatMoney(lowest);
}

const SMALL_WORDS = new Set(['el', 'la', 'los', 'las', 'de', 'del', 'y', 'en']);

/** 'Taquería El Buen Taco' → 'TB': the logo stand-in skips articles and prepositions. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const significant = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  return (significant.length > 0 ? significant : words)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Products shown before the first one whose photo loads lazily (about a phone screen's worth). */
const EAGER_PRODUCT_IMAGES = 3;

export interface MenuViewProps {
  menu: PublicMenu;
  /** The commerce's ads on show now (scheduled by the merchant in Anuncios). */
  ads: PublicAd[];
  table: PublicTable | null;
  tableInvalid: boolean;
  /** Items in the cart and their subtotal in pesos (no cart bar while empty). */
  cart: { count: number; subtotal: number };
  onOpenProduct: (product: PublicProduct) => void;
  onOpenCart: () => void;
  /** Closed for the hour, but later slots are offered: the cart stays open for an order ahead. */
  orderAhead?: boolean;
}

export function MenuView({ menu, ads, table, tableInvalid, cart, onOpenProduct, onOpenCart, orderAhead = false }: MenuViewProps) {
  const { comercio } = menu;
  // Sections (e.g. 'Promociones') come first, as groups of products taken from the categories.
  const byId = new Map(menu.categorias.flatMap((category) => category.productos.map((product) => [product.id, product] as const)));
  const sections = menu.secciones
    .map((section) => ({ id: `sec-${section.id}`, nombre: section.nombre, descripcion: section.descripcion, productos: section.productos.map((id) => byId.get(id)).filter((p): p is PublicProduct => p !== undefined) }))
    .filter((section) => section.productos.length > 0);
  const categories = [...sections, ...menu.categorias.filter((category) => category.productos.length > 0)];
  let imagesBefore = 0;
  const eagerImage = () => imagesBefore++ < EAGER_PRODUCT_IMAGES;
  return (
    <div className="pm-page" data-testid="public-menu">
      <header className="pm-header">
        {comercio.imagen_portada ? (
          <Picture url={comercio.imagen_portada} className="pm-cover" alt="" width={640} height={140} widths={[480, 640, 960, 1280]} sizes="(max-width: 640px) 100vw, 640px" eager />
        ) : (
          <div className="pm-cover pm-cover-empty" />
        )}
        <div className="pm-brand">
          {comercio.logotipo ? (
            <Picture url={comercio.logotipo} className="pm-logo" alt={`Logotipo de ${comercio.nombre}`} width={76} height={76} widths={[96, 192]} sizes="76px" eager />
          ) : (
            <div className="pm-logo pm-logo-text" aria-hidden="true">
              {initials(comercio.nombre)}
            </div>
          )}
          <div className="pm-brand-text">
            <h1>{comercio.nombre}</h1>
            <p className="pm-muted">{comercio.direccion}</p>
            <span className={`pm-status ${comercio.abierto ? 'is-open' : 'is-closed'}`} data-testid="commerce-status">
              {statusText(comercio)}
            </span>
            {table ? <span className="pm-table-badge">{`Mesa ${table.numero}`}</span> : null}
          </div>
        </div>
      </header>

      {!comercio.abierto ? <ClosedBanner availability={comercio.disponibilidad} orderAhead={orderAhead} /> : null}
      <SpecialDaysNotice availability={comercio.disponibilidad} />
      {tableInvalid ? (
        <div className="pm-banner pm-banner-closed" role="status">
          {TEXT.tableInvalid}
        </div>
      ) : null}

      {ads.length > 0 ? (
        <section className="pm-ads" aria-label="Promociones" data-testid="public-ads">
          {ads.map((ad) => (
            <article key={ad.id} className="pm-ad">
              {ad.imagen ? <Picture url={ad.imagen} className="pm-ad-image" alt="" width={64} height={64} widths={[96, 192]} sizes="64px" /> : null}
              <div className="pm-ad-body">
                <h2>{ad.titulo}</h2>
                {ad.texto ? <p>{ad.texto}</p> : null}
                {ad.enlace ? (
                  <a href={ad.enlace} target="_blank" rel="noopener noreferrer">
                    Ver más
                  </a>
                ) : null}
              </div>
            </article>
          ))}
        </section>
      ) : null}

      <nav className="pm-chips" aria-label="Categorías">
        {categories.map((category) => (
          <a key={category.id} href={`#cat-${category.id}`} className="pm-chip">
            {category.nombre}
          </a>
        ))}
      </nav>

      <main className="pm-main">
        {categories.length === 0 ? <p className="pm-empty">Este menú todavía no tiene productos.</p> : null}
        {categories.map((category) => (
          <section key={category.id} id={`cat-${category.id}`} className="pm-category" aria-labelledby={`cat-title-${category.id}`} data-testid={category.id.startsWith('sec-') ? 'public-section' : 'public-category'}>
            <h2 id={`cat-title-${category.id}`}>{category.nombre}</h2>
            {category.descripcion ? <p className="pm-muted">{category.descripcion}</p> : null}
            <ul className="pm-products">
              {category.productos.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className={`pm-product ${product.agotado ? 'is-soldout' : ''}`}
                    onClick={() => onOpenProduct(product)}
                    data-testid="public-product"
                  >
                    <span className="pm-product-text">
                      <span className="pm-product-name">{product.nombre}</span>
                      {product.descripcion ? <span className="pm-product-desc">{product.descripcion}</span> : null}
                      <span className="pm-product-price">
                        {product.agotado ? <span className="pm-soldout">{TEXT.soldOut}</span> : priceLabel(product)}
                      </span>
                    </span>
                    {product.imagen ? (
                      <Picture url={product.imagen} className="pm-product-img" alt="" width={92} height={92} widths={[96, 192, 320]} sizes="92px" eager={eagerImage()} />
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>

      {cart.count > 0 ? (
        <div className="pm-cartbar-wrap">
          <button type="button" className="pm-cartbar" onClick={onOpenCart} data-testid="open-cart">
            <span className="pm-cartbar-count">{cart.count}</span>
            <span>{TEXT.viewCart}</span>
            <span>{formatMoney(cart.subtotal)}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

export interface MenuScreenProps extends MenuViewProps {
  busy: BusyMode | null;
}

/** What the first response shows and the script hydrates: the pause banner (if any) and the menu. */
export function MenuScreen({ busy, ...menuProps }: MenuScreenProps) {
  return (
    <>
      <BusyBanner busy={busy} />
      <MenuView {...menuProps} />
    </>
  );
}
