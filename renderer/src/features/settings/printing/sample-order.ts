// The settings screen's preview order: the one sample order of shared/sample-order.ts.
import type { OrderDetail } from '@shared/types/order';
import { sampleTicketOrder } from '@shared/sample-order';

export function previewSampleOrder(now: Date = new Date()): OrderDetail {
  return sampleTicketOrder(now);
}
