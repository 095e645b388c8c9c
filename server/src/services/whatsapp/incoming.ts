// Incoming messages from Green-API (docs/whatsapp.md): the instance's webhookUrl points at
// POST /v1/public/comercio/<id_path>/whatsapp/entrante and its webhookUrlToken is the commerce's entrante_token,
// which Green-API sends in the Authorization header. A customer who replies «BAJA» (or STOP) is opted out.
// Checked: the token (constant time), that the notification comes from the commerce's own instance
// (instanceData.idInstance), and the sender's chatId. The same notification twice changes nothing.
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { commerces, integrations } from '../../db/schema/index';
import { decryptSecrets } from '../../db/secrets';
import { HttpError } from '../../errors';
import { greenApiCredentialsOf } from '../integrations/providers/whatsapp-green-api';
import { optOut, readWhatsAppSettings } from './settings';

export const INCOMING_MSG = {
  badToken: 'Token de notificaciones no válido',
  otherInstance: 'La notificación no viene de la instancia de WhatsApp de este comercio',
  malformed: 'Notificación de Green-API no válida',
  badChatId: 'senderData.chatId no es un chat personal válido',
} as const;

/** Replies that opt a customer out (compared without accents, case or punctuation). */
const OPT_OUT_WORDS = new Set(['BAJA', 'DAR DE BAJA', 'STOP', 'ALTO']);

function tokenMatches(expected: string, header: string | undefined): boolean {
  if (!header || !expected) return false;
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
  const a = Buffer.from(given.trim());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

const objectAt = (value: unknown, key: string): Record<string, unknown> | null => {
  const inner = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : null;
};

/** The text of an incoming text message (textMessage or extendedTextMessage), else null. */
function messageText(body: Record<string, unknown>): string | null {
  const data = objectAt(body, 'messageData');
  if (!data) return null;
  if (data.typeMessage === 'textMessage') return String(objectAt(data, 'textMessageData')?.textMessage ?? '');
  if (data.typeMessage === 'extendedTextMessage') return String(objectAt(data, 'extendedTextMessageData')?.text ?? '');
  return null;
}

export type IncomingOutcome = 'baja' | 'ignorado';

export async function receiveIncoming(db: DbOrTx, secretsKey: Buffer, idPath: string, authorization: string | undefined, body: unknown, at = new Date()): Promise<IncomingOutcome> {
  const [commerce] = await db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, idPath)).limit(1);
  const settings = commerce ? await readWhatsAppSettings(db, commerce.id) : null;
  if (!commerce || !settings || !tokenMatches(settings.entranteToken, authorization)) throw new HttpError(401, INCOMING_MSG.badToken);
  if (typeof body !== 'object' || body === null || typeof (body as Record<string, unknown>).typeWebhook !== 'string') throw new HttpError(400, INCOMING_MSG.malformed);
  const notification = body as Record<string, unknown>;
  if (notification.typeWebhook !== 'incomingMessageReceived') return 'ignorado';
  const [row] = await db
    .select({ secrets: integrations.secrets_encrypted })
    .from(integrations)
    .where(and(eq(integrations.id_comercio, commerce.id), eq(integrations.provider_code, 'whatsappBusiness')))
    .limit(1);
  const credentials = row?.secrets ? greenApiCredentialsOf(decryptSecrets(secretsKey, row.secrets)) : null;
  const instance = objectAt(notification, 'instanceData')?.idInstance;
  if (!credentials || String(instance ?? '') !== credentials.idInstance) throw new HttpError(403, INCOMING_MSG.otherInstance);
  const chatId = objectAt(notification, 'senderData')?.chatId;
  if (typeof chatId !== 'string') throw new HttpError(400, INCOMING_MSG.badChatId);
  // A group's messages are not a customer's answer (and a 4xx would make Green-API send them again for 24 h).
  if (chatId.endsWith('@g.us')) return 'ignorado';
  if (!/^\d{8,15}@c\.us$/.test(chatId)) throw new HttpError(400, INCOMING_MSG.badChatId);
  const text = messageText(notification);
  if (text === null || !OPT_OUT_WORDS.has(normalized(text))) return 'ignorado';
  await optOut(db, commerce.id, chatId.slice(0, -'@c.us'.length), 'baja', at);
  return 'baja';
}
