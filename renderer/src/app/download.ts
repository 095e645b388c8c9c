// File downloads that need the session headers (exports and reports): a plain link could not send them.
// Fetches the file, saves it under the server's Content-Disposition name (or the fallback) and frees the
// object URL afterwards.
import type { LoginSession } from '@shared/types/account';
import { API_BASE_URL } from './baseQuery';

export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

export async function downloadWithSession(session: LoginSession, path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: { id_comercio: session.id_comercio, Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`Error ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
