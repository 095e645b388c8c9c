// The docs/domain.md (Textos exactos) failure text of a save, followed by the server's reason when it gave one (e.g. the field a
// 400 names), so the merchant knows what to fix.
import { MSG } from '@shared/messages';
import { isApiFailure } from '../../app/baseQuery';

export function saveErrorText(error: unknown, fallback: string = MSG.updateInfoError): string {
  if (isApiFailure(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500 && error.message && error.message !== error.genericMessage) {
    return `${fallback}: ${error.message}`;
  }
  return fallback;
}
