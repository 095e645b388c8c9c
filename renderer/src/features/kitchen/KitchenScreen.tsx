// /cocina: the kitchen screen (docs/kitchen.md, «Pantalla de cocina»). The cook picks a station («Todas»
// shows every station; without stations the whole order is «Cocina»), sees its open tickets oldest first and
// bumps a line or the whole ticket by touch or with a keyboard bump bar; «Deshacer» recalls the view's last
// bump. The server keeps the bumps, so every kitchen screen shows the same and a reload keeps them; a new
// ticket makes a short sound and is announced to screen readers. Made for 1024×768 touch screens.
import { App, Skeleton } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ALL_STATIONS_VIEW, type KitchenQueue } from '@shared/kitchen/screen';
import { useCan } from '../../app/access';
import { errorMessage } from '../../app/baseQuery';
import { announcer } from '../../live/announcer';
import { alarmPlayer } from '../orders/alarm/player';
import { useMinuteClock } from '../orders/board/clock';
import { useBumpKitchenMutation, useGetKitchenQueueQuery, useRecallKitchenMutation } from './api';
import { KitchenTicket } from './KitchenTicket';
import { newTicketIds, pickView, ticketsOf, VIEW_STORAGE_KEY, type Ticket } from './kitchen-view';
import { useBumpBar } from './useBumpBar';
import { useKitchenLive } from './useKitchenLive';
import './kitchen.css';

function storedView(): string | null {
  try {
    return globalThis.localStorage?.getItem(VIEW_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** «1 de 2»: which of the order's stations this view is, in the stations' order. */
function stationNote(queue: KitchenQueue, ticket: Ticket, view: string): string | null {
  if (view === ALL_STATIONS_VIEW || ticket.stationCount < 2) return null;
  const own = new Set(ticket.order.lineas.flatMap((line) => line.estaciones));
  const ordered = queue.estaciones.filter((station) => own.has(station.id)).map((station) => station.id);
  const index = ordered.indexOf(view);
  return index < 0 ? null : `${index + 1} de ${ordered.length}`;
}

/** A short sound and an announcement for tickets that were not on this view before (not on first load). */
function useNewTicketSignal(tickets: readonly Ticket[], view: string, loaded: boolean): void {
  const known = useRef<{ view: string; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const ids = new Set(tickets.map((ticket) => ticket.order.id));
    const before = known.current;
    known.current = { view, ids };
    if (!before || before.view !== view) return;
    const fresh = newTicketIds(before.ids, tickets);
    if (fresh.length === 0) return;
    alarmPlayer().ringOnce();
    const folios = tickets.filter((ticket) => fresh.includes(ticket.order.id)).map((ticket) => ticket.order.folio);
    announcer.announce(folios.length === 1 ? `Nuevo pedido en cocina: ${folios[0]}` : `${folios.length} pedidos nuevos en cocina`);
  }, [tickets, view, loaded]);
}

export default function KitchenScreen() {
  const { message } = App.useApp();
  const liveStatus = useKitchenLive();
  const { data: queue, isLoading, isError, refetch } = useGetKitchenQueueQuery(undefined, { refetchOnMountOrArgChange: true });
  const [bumpKitchen] = useBumpKitchenMutation();
  const [recallKitchen, recallState] = useRecallKitchenMutation();
  const canBump = useCan('COCINA', 'edit');
  const now = useMinuteClock();
  const [chosenView, setChosenView] = useState<string | null>(storedView);
  const view = pickView(queue, chosenView);
  const tickets = useMemo(() => ticketsOf(queue, view), [queue, view]);
  const [selected, setSelected] = useState(1);
  const [busyOrder, setBusyOrder] = useState<string | null>(null);
  const position = Math.min(Math.max(1, selected), Math.max(1, tickets.length));
  useNewTicketSignal(tickets, view, !!queue);

  // Sound needs a gesture in a browser tab: the cook's first tap or key allows it.
  useEffect(() => {
    const unlock = () => void alarmPlayer().unlock();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  const chooseView = (next: string) => {
    setChosenView(next);
    setSelected(1);
    try {
      globalThis.localStorage?.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts until the page closes.
    }
  };

  const bump = useCallback(
    async (orderId: string, lineId?: string) => {
      if (!canBump) return void message.warning('No tienes permiso para marcar pedidos en cocina');
      setBusyOrder(orderId);
      try {
        await bumpKitchen({ pedido: orderId, vista: view, ...(lineId ? { linea: lineId } : {}) }).unwrap();
      } catch (error) {
        void message.error(errorMessage(error));
      } finally {
        setBusyOrder(null);
      }
    },
    [bumpKitchen, canBump, message, view],
  );
  const bumpLine = useCallback((orderId: string, lineId: string) => void bump(orderId, lineId), [bump]);
  const bumpOrder = useCallback((orderId: string) => void bump(orderId), [bump]);

  const recall = useCallback(async () => {
    if (!canBump || !queue?.deshacer[view]) return;
    try {
      const { folio } = queue.deshacer[view]!;
      await recallKitchen({ vista: view }).unwrap();
      announcer.announce(`Regresó a la cola: ${folio}`);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  }, [canBump, message, queue, recallKitchen, view]);

  useBumpBar({
    count: tickets.length,
    select: setSelected,
    move: (step) => setSelected((current) => Math.min(Math.max(1, current + step), Math.max(1, tickets.length))),
    bump: () => {
      const ticket = tickets[position - 1];
      if (ticket) void bump(ticket.order.id);
    },
    recall: () => void recall(),
  });

  const lastBump = queue?.deshacer[view] ?? null;
  const stations = queue ? [...queue.estaciones, ...(queue.estaciones.length > 1 ? [{ id: ALL_STATIONS_VIEW, name: 'Todas' }] : [])] : [];
  const viewName = stations.find((station) => station.id === view)?.name ?? 'Cocina';

  return (
    <section className="kitchen-screen" data-testid="screen-kitchen" data-view={view} data-live={liveStatus}>
      <header className="kitchen-bar">
        <h1 className="kitchen-bar__title" data-page-heading>
          Cocina
        </h1>
        <nav className="kitchen-bar__stations" aria-label="Estación">
          {/* One station (none defined: «Cocina») needs no choice. */}
          {(stations.length > 1 ? stations : []).map((station) => (
            <button
              key={station.id}
              type="button"
              className={station.id === view ? 'kitchen-station kitchen-station--on' : 'kitchen-station'}
              aria-pressed={station.id === view}
              data-testid="kitchen-station"
              data-station-id={station.id}
              onClick={() => chooseView(station.id)}
            >
              {station.name}
            </button>
          ))}
        </nav>
        <span className="kitchen-bar__count" data-testid="kitchen-count">
          {queue ? `${tickets.length} ${tickets.length === 1 ? 'pedido' : 'pedidos'}` : ''}
        </span>
        <button type="button" className="kitchen-undo" data-testid="kitchen-undo" disabled={!lastBump || !canBump || recallState.isLoading} onClick={() => void recall()}>
          Deshacer{lastBump ? ` ${lastBump.folio}` : ''}
        </button>
      </header>
      {liveStatus === 'reconnecting' ? (
        <p className="kitchen-notice" role="status" data-testid="kitchen-offline">
          Sin conexión: reconectando. Lo marcado se guarda en el servidor.
        </p>
      ) : null}
      {isLoading ? (
        <div className="kitchen-grid" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className="kitchen-ticket">
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          ))}
        </div>
      ) : isError && !queue ? (
        <div className="kitchen-empty" role="alert">
          <p>No pudimos cargar la cocina.</p>
          <button type="button" className="kitchen-undo" onClick={() => void refetch()}>
            Reintentar
          </button>
        </div>
      ) : tickets.length === 0 ? (
        <div className="kitchen-empty" data-testid="kitchen-empty">
          <p className="kitchen-empty__title">Nada pendiente en {viewName}</p>
          <p>Los pedidos aceptados aparecen aquí, el más antiguo primero.</p>
        </div>
      ) : (
        <div className="kitchen-grid" data-testid="kitchen-grid">
          {queue
            ? tickets.map((ticket, index) => (
                <KitchenTicket
                  key={ticket.order.id}
                  order={ticket.order}
                  lines={ticket.lines}
                  position={index + 1}
                  stationNote={stationNote(queue, ticket, view)}
                  selected={index + 1 === position}
                  busy={busyOrder === ticket.order.id}
                  now={now}
                  onBumpLine={bumpLine}
                  onBumpOrder={bumpOrder}
                  onSelect={setSelected}
                />
              ))
            : null}
        </div>
      )}
      <p className="kitchen-help">Teclado: número para elegir un pedido, Enter lo marca listo, Retroceso deshace.</p>
    </section>
  );
}
