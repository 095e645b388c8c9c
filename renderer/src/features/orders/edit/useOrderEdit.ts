// State of an order edit: the lines, delivery and cash being edited, the server's preview of the re-priced
// order (asked a moment after each change), the save with its 409 conflict, and «Marcar agotado».
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DeliveryType } from '@shared/constants';
import type { OrderEditInput, OrderEditResult } from '@shared/orders/edit';
import type { OrderDetail } from '@shared/types/order';
import { errorMessage, isApiFailure } from '../../../app/baseQuery';
import { fromOrderLine, toEditLines, type EditLine } from './edit-lines';
import { useGetOrderVersionsQuery, useMarkSoldOutFromOrderMutation, usePreviewOrderEditMutation, useSaveOrderEditMutation, type SoldOutTarget } from './api';

export interface EditAddress {
  calle: string;
  numero_exterior: string;
  colonia: string;
  referencias: string;
}

const PREVIEW_DELAY_MS = 350;

export interface EditProblem {
  message: string;
  /** Another edit was saved after the version being edited (409): the screen offers to load it. */
  conflict: boolean;
}

function problemOf(error: unknown): EditProblem {
  return { message: errorMessage(error), conflict: isApiFailure(error) && error.code === 'ORDER_VERSION_CONFLICT' };
}

function addressOf(detail: OrderDetail): EditAddress {
  const o = detail.pedido;
  return { calle: o.calle ?? '', numero_exterior: o.numero_exterior ?? '', colonia: o.colonia ?? '', referencias: o.referencias ?? '' };
}

export function useOrderEdit(commerceId: string, detail: OrderDetail) {
  const orderId = detail.pedido.id;
  const versions = useGetOrderVersionsQuery({ commerceId, orderId });
  const [lines, setLines] = useState<EditLine[]>(() => detail.productos.map(fromOrderLine));
  const [flow, setFlow] = useState<DeliveryType>(detail.pedido.metodo_entrega);
  const [address, setAddress] = useState<EditAddress>(() => addressOf(detail));
  const [paidWith, setPaidWith] = useState<number | null>(detail.pedido.cliente_paga_con);
  const [preview, setPreview] = useState<OrderEditResult | null>(null);
  const [previewProblem, setPreviewProblem] = useState<EditProblem | null>(null);
  const [saveProblem, setSaveProblem] = useState<EditProblem | null>(null);
  const [askPreview, { isLoading: previewing }] = usePreviewOrderEditMutation();
  const [save, { isLoading: saving }] = useSaveOrderEditMutation();
  const [markSoldOut, { isLoading: marking }] = useMarkSoldOutFromOrderMutation();
  // The version these lines were read from, kept while another panel's edit reloads the history: the save
  // must name the version the cashier edited, so an edit landing meanwhile answers 409 (reset takes the new one).
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const loadedVersion = versions.data?.version;
  useEffect(() => {
    if (baseVersion === null && loadedVersion !== undefined) setBaseVersion(loadedVersion);
  }, [baseVersion, loadedVersion]);
  const version = baseVersion ?? undefined;

  const input = useMemo<OrderEditInput | null>(() => {
    if (version === undefined) return null;
    const delivery = flow === 'delivery';
    return {
      version,
      productos: toEditLines(lines),
      metodo_entrega: flow,
      ...(delivery ? { calle: address.calle || null, numero_exterior: address.numero_exterior || null, colonia: address.colonia || null, referencias: address.referencias || null } : {}),
      ...(detail.pedido.metodo_pago === 'efectivo' ? { cliente_paga_con: paidWith } : {}),
    };
  }, [version, lines, flow, address, paidWith, detail.pedido.metodo_pago]);

  // What the order was when editing began (or was reloaded): saving the same order is pointless.
  const [startKey, setStartKey] = useState<string | null>(null);
  const inputKey = input ? JSON.stringify({ ...input, version: 0 }) : null;
  useEffect(() => {
    if (startKey === null && inputKey !== null) setStartKey(inputKey);
  }, [startKey, inputKey]);
  const dirty = inputKey !== null && startKey !== null && inputKey !== startKey;

  // The re-priced order before saving: the server's answer, never a local guess.
  const latestAsk = useRef(0);
  useEffect(() => {
    if (!input || input.productos.length === 0) {
      setPreview(null);
      return;
    }
    const ask = ++latestAsk.current;
    const timer = setTimeout(() => {
      askPreview({ commerceId, orderId, input })
        .unwrap()
        .then((result) => {
          if (ask !== latestAsk.current) return;
          setPreview(result);
          setPreviewProblem(null);
        })
        .catch((error: unknown) => {
          if (ask !== latestAsk.current) return;
          setPreview(null);
          setPreviewProblem(problemOf(error));
        });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [askPreview, commerceId, orderId, input]);

  /** Starts again from the order as it is now (after a conflict). */
  const reset = useCallback((fresh: OrderDetail, freshVersion: number) => {
    setLines(fresh.productos.map(fromOrderLine));
    setFlow(fresh.pedido.metodo_entrega);
    setAddress(addressOf(fresh));
    setPaidWith(fresh.pedido.cliente_paga_con);
    setSaveProblem(null);
    setPreviewProblem(null);
    setBaseVersion(freshVersion);
    setStartKey(null);
  }, []);

  const submit = useCallback(async (): Promise<OrderEditResult | null> => {
    if (!input) return null;
    try {
      const result = await save({ commerceId, orderId, input }).unwrap();
      setSaveProblem(null);
      return result;
    } catch (error) {
      setSaveProblem(problemOf(error));
      return null;
    }
  }, [input, save, commerceId, orderId]);

  const soldOut = useCallback(
    async (target: SoldOutTarget): Promise<string | null> => {
      try {
        await markSoldOut({ commerceId, orderId, target }).unwrap();
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    [markSoldOut, commerceId, orderId],
  );

  return {
    versions,
    dirty,
    soldOutLines: new Set(versions.data?.lineas_agotadas ?? []),
    lines,
    setLines,
    flow,
    setFlow,
    address,
    setAddress,
    paidWith,
    setPaidWith,
    preview,
    previewProblem,
    previewing,
    saveProblem,
    saving,
    marking,
    submit,
    reset,
    soldOut,
  };
}
