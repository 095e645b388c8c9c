// The customer's menu: starts from the menu the server rendered into the page (docs/public-menu.md) or loads
// it (and the table of a table link), keeps the cart in localStorage, and moves between menu → cart →
// checkout → confirmation with the browser's back button working.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { fromCents } from '@shared/money';
import { menuTitle } from '@shared/public-menu/labels';
import { MenuScreen } from '@shared/public-menu/MenuView';
import type { MenuPageData } from '@shared/public-menu/page-data';
import type { PublicAd, PublicMenu, PublicProduct, PublicTable } from '@shared/types/public-menu';
import { canOrderAhead } from '@shared/availability';
import { fetchAds, fetchMenu, fetchSlotOffer, fetchTable, parseMenuPath, PublicApiError, type PlacedOrder } from './api';
import { addLine, itemCount, setLineQuantity, subtotalCents, unavailableLines, type CartLine } from './cart';
import { CartView } from './CartView';
import { Confirmation } from './Confirmation';
import { TEXT } from './labels';
import { ProductSheet } from './ProductSheet';
import { usePublicBusyMode } from './status/status-api';

type View = 'menu' | 'cart' | 'checkout' | 'done';

// The checkout (its form rules and fee logic) is not needed to show the menu: it loads apart, fetched as soon
// as the cart has something, so the menu's first load carries less JavaScript (docs/public-menu.md, Speed).
const loadCheckout = () => import('./CheckoutView');
const CheckoutView = lazy(() => loadCheckout().then((module) => ({ default: module.CheckoutView })));

function readCart(key: string): CartLine[] {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as CartLine[]) : [];
  } catch {
    return [];
  }
}

function Loading() {
  return (
    <main className="pm-center" aria-busy="true">
      <div className="pm-spinner" aria-hidden="true" />
      <p>{TEXT.loading}</p>
    </main>
  );
}

/** Whether the server offers later slots to a menu closed for the hour (asked only then). */
function useOrderAhead(idPath: string | null, closedForTheHour: boolean): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!idPath || !closedForTheHour) {
      setOffered(false);
      return;
    }
    let current = true;
    void fetchSlotOffer(idPath).then((offer) => current && setOffered(!!offer && offer.horarios.length > 0));
    return () => {
      current = false;
    };
  }, [idPath, closedForTheHour]);
  return offered;
}

/** `initial`: what the server rendered into the page; the first render shows exactly that (hydration). */
export function PublicMenuApp({ initial }: { initial: MenuPageData | null }) {
  const { idPath, tableUuid } = useMemo(() => parseMenuPath(window.location.pathname), []);
  const cartKey = `menu.cart.${idPath ?? ''}${tableUuid ? `.${tableUuid}` : ''}`;
  const [menu, setMenu] = useState<PublicMenu | null>(initial?.menu ?? null);
  const [table, setTable] = useState<PublicTable | null>(initial?.table ?? null);
  const [ads, setAds] = useState<PublicAd[]>(initial?.ads ?? []);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [lines, setLines] = useState<CartLine[]>(() => readCart(cartKey));
  const [view, setViewState] = useState<View>('menu');
  const [openProduct, setOpenProduct] = useState<PublicProduct | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  // Busy mode pauses online orders, not the guests ordering from a table's QR (docs/counter.md).
  const busy = usePublicBusyMode(idPath, !tableUuid, initial);
  // Closed only for the hour: the customer may still order for one of the later slots the server offers.
  const orderAhead = useOrderAhead(idPath, !tableUuid && canOrderAhead(menu?.comercio.disponibilidad));

  const load = useCallback(async () => {
    if (!idPath) {
      setLoadError(TEXT.notFound);
      return;
    }
    try {
      const [nextMenu, nextTable, nextAds] = await Promise.all([
        fetchMenu(idPath),
        tableUuid ? fetchTable(idPath, tableUuid) : Promise.resolve(null),
        fetchAds(idPath),
      ]);
      setMenu(nextMenu);
      setTable(nextTable);
      setAds(nextAds);
      setLoadError(null);
      document.title = menuTitle(nextMenu.comercio.nombre);
    } catch (error) {
      setLoadError(error instanceof PublicApiError && error.status === 404 ? TEXT.notFound : error instanceof Error ? error.message : TEXT.notFound);
    }
  }, [idPath, tableUuid]);

  useEffect(() => {
    // A server-rendered page already has a fresh menu; a bare page loads it now.
    if (!initial) void load();
    // Coming back to the tab refreshes the menu (cheap: the server answers 304 while nothing changed),
    // so a product switched to 'agotado' meanwhile shows at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load, initial]);

  useEffect(() => {
    try {
      localStorage.setItem(cartKey, JSON.stringify(lines));
    } catch {
      // Without storage the cart still lives for this visit.
    }
  }, [cartKey, lines]);

  const hasLines = lines.length > 0;
  useEffect(() => {
    if (hasLines) void loadCheckout().catch(() => undefined);
  }, [hasLines]);

  // Views are history entries so the phone's back button returns to the previous step.
  const setView = useCallback((next: View) => {
    setViewState(next);
    window.history.pushState({ view: next }, '');
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const state: unknown = event.state;
      const next = typeof state === 'object' && state !== null && 'view' in state ? (state as { view: View }).view : 'menu';
      setViewState((current) => (current === 'done' ? 'menu' : next));
      setOpenProduct(null);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const products = useMemo(() => new Map((menu?.categorias ?? []).flatMap((c) => c.productos.map((p) => [p.id, p] as const))), [menu]);
  const blocked = useMemo(() => unavailableLines(lines, products), [lines, products]);

  if (loadError && !menu) {
    return (
      <main className="pm-center" data-testid="public-menu-error">
        <p>{loadError}</p>
        <button type="button" className="pm-btn pm-btn-primary" onClick={() => void load()}>
          {TEXT.retry}
        </button>
      </main>
    );
  }
  if (!menu) return <Loading />;

  const tableInvalid = tableUuid !== null && (!table || !table.valida);
  const canOrder = (menu.comercio.abierto || orderAhead) && !tableInvalid && !busy?.pausado;

  if (view === 'done' && placed) {
    return (
      <Confirmation
        commerce={menu.comercio}
        placed={placed}
        onBack={() => {
          setPlaced(null);
          setView('menu');
        }}
      />
    );
  }
  if (view === 'checkout' && lines.length > 0) {
    return (
      <Suspense fallback={<Loading />}>
        <CheckoutView
          idPath={idPath ?? ''}
          commerce={menu.comercio}
          lines={lines}
          table={tableInvalid ? null : table}
          canOrder={canOrder}
          blockedLines={blocked}
          onBack={() => window.history.back()}
          onPlaced={(order) => {
            setPlaced(order);
            setLines([]);
            setView('done');
          }}
        />
      </Suspense>
    );
  }
  if (view === 'cart' || view === 'checkout') {
    return (
      <CartView
        lines={lines}
        blockedLines={blocked}
        canOrder={canOrder}
        onQuantity={(key, qty) => setLines((current) => setLineQuantity(current, key, qty))}
        onBack={() => window.history.back()}
        onContinue={() => setView('checkout')}
      />
    );
  }
  return (
    <>
      <MenuScreen
        orderAhead={orderAhead}
        busy={busy}
        menu={menu}
        ads={ads}
        table={table}
        tableInvalid={tableInvalid}
        cart={{ count: itemCount(lines), subtotal: fromCents(subtotalCents(lines)) }}
        onOpenProduct={setOpenProduct}
        onOpenCart={() => setView('cart')}
      />
      {openProduct ? (
        <ProductSheet
          product={openProduct}
          groups={menu.extras}
          canOrder={canOrder}
          onClose={() => setOpenProduct(null)}
          onAdd={(line) => {
            setLines((current) => addLine(current, line));
            setOpenProduct(null);
          }}
        />
      ) : null}
    </>
  );
}
