// The one place a menu write tells the outside about itself: `menu.changed` to the webhooks that want it
// (docs/webhooks.md). Every menu write path (products, categories, extra groups and their options' availability,
// sections, bulk prices) calls it: inside its transaction when it has one, right after its one statement when it
// has not, so a change that fails sends nothing. Channels read the menu again (GET /v2/commerce/{id}/menu).
import type { MenuChange } from '@shared/webhooks';
import type { DbOrTx } from '../../db/database';
import { enqueueMenuWebhook } from '../webhooks/deliveries';

export async function menuChanged(db: DbOrTx, commerceId: string, change: MenuChange): Promise<void> {
  await enqueueMenuWebhook(db, commerceId, 'menu.changed', change);
}
