// A second location of the demo account for the several-locations tests (docs/printing.md «Varias
// sucursales»): a copy of the demo commerce under another id, path and name (testkit/account-location.ts),
// and a session of the demo owner bound to it — what the account details' `accountCommerceTokens` hand the panel.
import { and, eq } from 'drizzle-orm';
import { commerces, users } from '../../../server/src/db/schema';
import { createSession } from '../../../server/src/services/sessions';
import type { RunningServer } from '../../../server/src/start-server';
import { addAccountLocation } from '../../../testkit/account-location';

export interface SecondLocation {
  commerceId: string;
  idPath: string;
  name: string;
  token: string;
}

export async function addSecondLocation(server: RunningServer, from: { commerceId: string }, name: string, idPath: string): Promise<SecondLocation> {
  const { db } = server.handle;
  const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.id_comercio, from.commerceId), eq(users.role, 'owner')));
  const [commerce] = await db.select({ accountId: commerces.account_id }).from(commerces).where(eq(commerces.id, from.commerceId));
  if (!owner || !commerce) throw new Error('sin dueño de la cuenta demo');
  // Its own folio prefix and count: a ticket's folio tells the two locations' orders apart.
  const { commerceId } = await addAccountLocation(server.handle, commerce.accountId, { nombre: name, idPath, copyOf: from.commerceId, prefijoFolio: 'SUS' });
  const { token } = await createSession(db, { userId: owner.id, commerceId, ttlHours: 24 });
  return { commerceId, idPath, name, token };
}
