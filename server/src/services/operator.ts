// The server's operator: who may see and run the backups, the restore hand-off and the copy folder
// (docs/security.md, "The server's operator"). A backup holds every commerce of this server and the key that
// opens their secrets, so the owner of a commerce is not enough: sign-up is open.
//  - ADMIN_EMAILS set: exactly the users with those emails. Those emails are reserved: sign-up, a new user and
//    an email change refuse them, so listing an address nobody holds yet cannot hand the server to whoever
//    registers it first.
//  - ADMIN_EMAILS unset: the owner of the first account created on this server, the demo's left out (its
//    password is in the README).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema/index';
import { DEMO_LOGIN } from '../db/seed/demo/commerce';
import { conflict } from '../errors';
import { SERVER_MSG } from '../messages';
import type { PanelSession } from './sessions';

/** ADMIN_EMAILS (comma separated) as lower-case emails; null when unset or empty. */
export function parseOperatorEmails(value: string | undefined): string[] | null {
  const emails = (value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return emails.length > 0 ? emails : null;
}

export async function isServerOperator(db: DbOrTx, operatorEmails: readonly string[] | null, session: Pick<PanelSession, 'userId'>): Promise<boolean> {
  if (operatorEmails) {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId)).limit(1);
    return row !== undefined && operatorEmails.includes(row.email);
  }
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), ne(users.email, DEMO_LOGIN.email)))
    .orderBy(asc(users.created_at), asc(users.id))
    .limit(1);
  return first?.id === session.userId;
}

/** 409 for an email ADMIN_EMAILS reserves (sign-up, new users, email changes); `current` is the user's own email. */
export function assertEmailNotReserved(operatorEmails: readonly string[] | null, email: string, current: string | null = null): void {
  const normalized = email.trim().toLowerCase();
  if (operatorEmails?.includes(normalized) && normalized !== current) throw conflict(SERVER_MSG.emailTaken, 'EMAIL_TAKEN');
}
