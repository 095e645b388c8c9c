// Menu screen: commerce header (logo, name, open/closed), category chips, products with images and prices,
// and the cart bar at the bottom.
import { fromCents, formatMoney } from '@shared/money';
import type { PublicAd, PublicMenu, PublicProduct, PublicTable } from '@shared/types/public-menu';
import { ClosedBanner, SpecialDaysNotice, statusText } from './AvailabilityNotice';
import { itemCount, subtotalCents, type CartLine } from './cart';
import { TEXT } from './labels';

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

export interface MenuViewProps {
  menu: PublicMenu;
  /** The commerce's ads on show now (scheduled by the merchant in Anuncios). */
  ads: PublicAd[];
  table: PublicTable | null;
  tableInvalid: boolean;
  lines: CartLine[];
  onOpenProduct: (product: PublicProduct) => void;
  onOpenCart: () => void;
}

export function MenuView({ menu, ads, table, tableInvalid, lines, onOpenProduct, onOpenCart }: MenuViewProps) {
  const { comercio } = menu;
  // Sections (e.g. 'Promociones') come first, as groups of products taken from the categories.
  const byId = new Map(menu.categorias.flatMap((category) => category.productos.map((product) => [product.id, product] as const)));
  const sections = menu.secciones
    .map((section) => ({ id: `sec-${section.id}`, nombre: section.nombre, descripcion: section.descripcion, productos: section.productos.map((id) => byId.get(id)).filter((p): p is PublicProduct => p !== undefined) }))
    .filter((section) => section.productos.length > 0);
  const categories = [...sections, ...menu.categorias.filter((category) => category.productos.length > 0)];
  const count = itemCount(lines);
  return (
    <div className="pm-page" data-testid="public-menu">
      <header className="pm-header">
        {comercio.imagen_portada ? <img className="pm-cover" src={comercio.imagen_portada} alt="" /> : <div className="pm-cover pm-cover-empty" />}
        <div className="pm-brand">
          {comercio.logotipo ? (
            <img className="pm-logo" src={comercio.logotipo} alt={`Logotipo de ${comercio.nombre}`} />
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
            {table ? <span className="pm-table-badge">Mesa {table.numero}</span> : null}
          </div>
        </div>
      </header>

      {!comercio.abierto ? <ClosedBanner availability={comercio.disponibilidad} /> : null}
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
              {ad.imagen ? <img className="pm-ad-image" src={ad.imagen} alt="" /> : null}
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
                    {product.imagen ? <img className="pm-product-img" src={product.imagen} alt="" loading="lazy" /> : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>

      {count > 0 ? (
        <div className="pm-cartbar-wrap">
          <button type="button" className="pm-cartbar" onClick={onOpenCart} data-testid="open-cart">
            <span className="pm-cartbar-count">{count}</span>
            <span>{TEXT.viewCart}</span>
            <span>{formatMoney(fromCents(subtotalCents(lines)))}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
