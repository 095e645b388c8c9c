// The language-model adapter with a fake fetch: request shape and answer parsing. No real provider is called.
import { describe, expect, it } from 'vitest';
import { llmProviderFromEnv, OpenAiCompatibleProvider, rowsFromModelAnswer } from '../../../server/src/services/menu-import/llm-provider';

describe('menu language-model adapter', () => {
  it('is not configured without MENU_LLM_URL', () => {
    expect(llmProviderFromEnv({})).toBeNull();
    expect(llmProviderFromEnv({ MENU_LLM_URL: 'http://ia.local/v1/chat/completions', MENU_LLM_KEY: 'k' })?.name).toBe('openai-compatible');
  });

  it('sends the menu text to an OpenAI-compatible chat endpoint and reads rows from its JSON answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      const content = JSON.stringify({
        rows: [
          { categoria: 'Tacos', nombre: 'Pastor', descripcion: 'con piña', precio: '25', presentaciones: [] },
          { categoria: 'Café', nombre: 'Americano', precio: null, presentaciones: [{ nombre: 'Chico', precio: 35 }, { nombre: 'Grande', precio: 45.5 }] },
          { nombre: '' },
        ],
      });
      return new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status: 200 });
    }) as typeof fetch;
    const provider = new OpenAiCompatibleProvider('http://ia.local/v1/chat/completions', 'secreto', 'modelo-x', fakeFetch);
    const rows = await provider.extractRows('TACOS\nPastor $25');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://ia.local/v1/chat/completions');
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe('Bearer secreto');
    const sent = JSON.parse(String(calls[0].init.body)) as { model: string; messages: { role: string; content: string }[] };
    expect(sent.model).toBe('modelo-x');
    expect(sent.messages[1]).toEqual({ role: 'user', content: 'TACOS\nPastor $25' });
    expect(rows).toEqual([
      { categoria: 'Tacos', nombre: 'Pastor', descripcion: 'con piña', precio: 25, presentaciones: [], warnings: [], agotado: false },
      { categoria: 'Café', nombre: 'Americano', descripcion: '', precio: 35, presentaciones: [{ nombre: 'Chico', precio: 35 }, { nombre: 'Grande', precio: 45.5 }], warnings: [], agotado: false },
    ]);
  });

  it('fails clearly on a provider error or a non-JSON answer', async () => {
    const failing = new OpenAiCompatibleProvider('http://ia.local', undefined, 'm', (async () => new Response('no', { status: 500 })) as typeof fetch);
    await expect(failing.extractRows('x')).rejects.toThrow('500');
    expect(() => rowsFromModelAnswer('esto no es json')).toThrow('JSON');
    expect(rowsFromModelAnswer('```json\n[{"nombre":"Flan","precio":40}]\n```')).toMatchObject([{ nombre: 'Flan', precio: 40, categoria: 'General' }]);
  });
});
