// Language-model adapter for the 'procesador inteligente'. One interface; the only implementation talks to an
// OpenAI-compatible chat endpoint configured by env MENU_LLM_URL (full URL of /chat/completions) and MENU_LLM_KEY
// (Bearer key), optional MENU_LLM_MODEL. Without MENU_LLM_URL there is no provider and the standard parser is used.
// Tests never call a real provider: they run without these variables or inject a fake provider.
import type { ImportRow } from '@shared/menu-import';
import { serverEnv, type ServerEnv } from '../../config';

export interface MenuLlmProvider {
  readonly name: string;
  /** Reads the menu text and answers rows for the review table. Throws when the provider fails. */
  extractRows(menuText: string): Promise<ImportRow[]>;
}

export const LLM_TIMEOUT_MS = 60_000;
const MAX_TEXT_CHARS = 40_000;

const SYSTEM_PROMPT = [
  'Eres un asistente que convierte el texto de un menú de restaurante mexicano en datos.',
  'Responde SOLO con JSON: {"rows":[{"categoria":string,"nombre":string,"descripcion":string,"precio":number|null,',
  '"presentaciones":[{"nombre":string,"precio":number}]}]}.',
  'Precios en pesos como números (45.5, no "$45,50"). Si un producto tiene tamaños o presentaciones, ponlos en presentaciones.',
  'No inventes productos ni precios.',
].join(' ');

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function toPrice(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.replace(/[$\s,]/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.round(number * 100) / 100 : null;
}

/** Turns the model's JSON answer into rows, dropping anything malformed. */
export function rowsFromModelAnswer(content: string): ImportRow[] {
  const json = content.replace(/^```(?:json)?\s*|\s*```$/g, '').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('La respuesta del proveedor de IA no es JSON');
  }
  const list = Array.isArray(parsed) ? parsed : asRecord(parsed)?.rows;
  if (!Array.isArray(list)) throw new Error('La respuesta del proveedor de IA no contiene productos');
  const rows: ImportRow[] = [];
  for (const item of list) {
    const record = asRecord(item);
    if (!record || typeof record.nombre !== 'string' || record.nombre.trim() === '') continue;
    const presentaciones = (Array.isArray(record.presentaciones) ? record.presentaciones : [])
      .map(asRecord)
      .filter((p): p is Record<string, unknown> => p !== null && typeof p.nombre === 'string' && toPrice(p.precio) !== null)
      .map((p) => ({ nombre: String(p.nombre).trim(), precio: toPrice(p.precio) ?? 0 }));
    const precio = presentaciones.length > 0 ? Math.min(...presentaciones.map((p) => p.precio)) : toPrice(record.precio);
    rows.push({
      categoria: typeof record.categoria === 'string' && record.categoria.trim() !== '' ? record.categoria.trim() : 'General',
      nombre: record.nombre.trim(),
      descripcion: typeof record.descripcion === 'string' ? record.descripcion.trim() : '',
      precio,
      presentaciones,
      agotado: record.agotado === true,
      warnings: precio === null ? ['No se encontró el precio'] : [],
    });
  }
  return rows;
}

export class OpenAiCompatibleProvider implements MenuLlmProvider {
  readonly name = 'openai-compatible';

  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
    private readonly model: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async extractRows(menuText: string): Promise<ImportRow[]> {
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
      body: JSON.stringify({
        model: this.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: menuText.slice(0, MAX_TEXT_CHARS) },
        ],
      }),
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`El proveedor de IA respondió ${response.status}`);
    const answer = asRecord(await response.json());
    const choices = Array.isArray(answer?.choices) ? answer.choices : [];
    const message = asRecord(asRecord(choices[0])?.message);
    if (typeof message?.content !== 'string') throw new Error('El proveedor de IA no devolvió contenido');
    return rowsFromModelAnswer(message.content);
  }
}

/** The configured provider, or null when MENU_LLM_URL is not set. */
export function llmProviderFromEnv(env: ServerEnv = serverEnv()): MenuLlmProvider | null {
  const url = env.MENU_LLM_URL?.trim();
  if (!url) return null;
  return new OpenAiCompatibleProvider(url, env.MENU_LLM_KEY?.trim() || undefined, env.MENU_LLM_MODEL?.trim() || 'gpt-4o-mini');
}
