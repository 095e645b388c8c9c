// One WhatsApp message per outbox job, even when Green-API's answer is lost (docs/whatsapp.md, «Nunca dos
// veces»). Green-API takes no idempotency key: a send that timed out, lost its connection or got a 5xx may
// have gone out. Such an attempt leaves a mark in the job's payload (`sinConfirmar`: since when, and a
// fingerprint of each text tried), and the next attempt — or any attempt after the first, when an instance
// died mid-send and left no mark — first reads the instance's sent messages (lastOutgoingMessages) and, when
// one to the same chat with the same text is there, records the job sent with its idMessage instead of
// sending again. A clear refusal (4xx, 429) leaves no mark: nothing went out, so nothing is looked up.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { outboxJobs } from '../../db/schema/outbox';
import type { DeliveryOutcome, OutboxJob } from '../outbox/types';
import { giveBackSendSlot, takeSendSlot } from './gateway';
import { chatIdOf, sendOutcomeUnknown, sentTextOf, type GreenApiClient, type GreenApiOutgoingMessage } from './green-api';
import { failedCallOutcome, gatewayOutcome } from './outcomes';

/** What an attempt without a clear answer leaves in the job's payload. */
export interface UnconfirmedSend {
  /** The first such attempt (ISO): the look goes back to it. */
  desde: string;
  /** sha256 of chatId and text of each attempt (the owner may change the text between attempts). */
  huellas: string[];
}

export const UNCONFIRMED_KEY = 'sinConfirmar';
/** Extra minutes looked back, for a gateway clock a little ahead of ours. */
const LOOK_BACK_MARGIN_MIN = 2;

function fingerprint(chatId: string, text: string): string {
  return createHash('sha256').update(`${chatId}\n${text}`).digest('hex');
}

function unconfirmedOf(payload: unknown): UnconfirmedSend | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const mark = (payload as Record<string, unknown>)[UNCONFIRMED_KEY] as UnconfirmedSend | undefined;
  return mark && typeof mark.desde === 'string' && Array.isArray(mark.huellas) ? mark : null;
}

function textOf(message: GreenApiOutgoingMessage): string | undefined {
  return message.textMessage ?? message.extendedTextMessage?.text;
}

/** Records in the job that this attempt's outcome is unknown, keeping the first attempt's time. */
async function markUnconfirmed(db: DbOrTx, job: OutboxJob, print: string, now: Date): Promise<void> {
  const earlier = unconfirmedOf(job.payload);
  const mark: UnconfirmedSend = {
    desde: earlier?.desde ?? now.toISOString(),
    huellas: [...new Set([...(earlier?.huellas ?? []), print])],
  };
  const payload = { ...(job.payload as Record<string, unknown>), [UNCONFIRMED_KEY]: mark };
  await db.update(outboxJobs).set({ payload }).where(eq(outboxJobs.id, job.id));
}

/** A job sent after all loses its mark, so «Reenviar» sends it again instead of finding this message. */
async function clearUnconfirmed(db: DbOrTx, job: OutboxJob): Promise<void> {
  const payload = { ...(job.payload as Record<string, unknown>) };
  delete payload[UNCONFIRMED_KEY];
  await db.update(outboxJobs).set({ payload }).where(eq(outboxJobs.id, job.id));
}

/**
 * Sends `text` to `phoneDigits` for `job` unless an earlier attempt of the job already did: takes the
 * commerce's slot, sends, and marks the job when the answer leaves the outcome unknown.
 */
export async function sendOnce(db: DbOrTx, job: OutboxJob, gateway: GreenApiClient, phoneDigits: string, text: string, now: Date): Promise<DeliveryOutcome> {
  const chatId = chatIdOf(phoneDigits);
  const print = fingerprint(chatId, sentTextOf(text));
  const mark = unconfirmedOf(job.payload);
  if (mark || job.attempts > 1) {
    const since = mark ? new Date(mark.desde) : job.createdAt;
    const answer = await gateway.lastOutgoingMessages((now.getTime() - since.getTime()) / 60_000 + LOOK_BACK_MARGIN_MIN);
    // Without knowing what went out, sending could make it twice: try again later instead.
    if (!answer.ok) return failedCallOutcome(answer);
    const prints = new Set([print, ...(mark?.huellas ?? [])]);
    const earlier = answer.body.find((sent) => sent.chatId === chatId && prints.has(fingerprint(chatId, textOf(sent) ?? '')));
    if (earlier) {
      if (mark) await clearUnconfirmed(db, job);
      return { outcome: 'sent', result: { idMessage: earlier.idMessage } };
    }
  }
  const waitMs = await takeSendSlot(db, job.commerceId, now);
  if (waitMs > 0) return { outcome: 'later', afterMs: waitMs };
  const answer = await gateway.sendMessage(phoneDigits, text);
  if (sendOutcomeUnknown(answer)) await markUnconfirmed(db, job, print, now);
  else if (!answer.ok) await giveBackSendSlot(db, job.commerceId, now);
  else if (mark) await clearUnconfirmed(db, job);
  return gatewayOutcome(answer);
}
