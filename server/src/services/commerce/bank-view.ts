// The bank details of GET /v1/comercio and /v2/commerce: opened for the commerce's owner only; every other user
// sees the CLABE's last digits (shared/bank-details.ts), and a masked CLABE sent back keeps the stored one.
// The public menu opens them where transfer payment applies (services/menu/public-menu.ts). docs/security.md.
import { isMaskedClabe, maskBankDetails, maskClabe } from '@shared/bank-details';
import type { Commerce } from '@shared/types/commerce';
import { V } from '@shared/validation/messages';
import { badRequest } from '../../errors';
import type { CommerceEdits } from '../commerce';
import type { PanelSession } from '../sessions';

export function commerceViewFor(session: Pick<PanelSession, 'role'>, commerce: Commerce): Commerce {
  return session.role === 'owner' ? commerce : { ...commerce, bank_transfer_details: maskBankDetails(commerce.bank_transfer_details) };
}

/** A masked CLABE sent back is the stored one (the caller saves what they were shown); any other mask is a 400. */
export function keepMaskedClabe(edits: CommerceEdits, stored: Commerce): CommerceEdits {
  const clabe = edits.bank_transfer_details?.clabe;
  if (typeof clabe !== 'string' || !isMaskedClabe(clabe)) return edits;
  const kept = stored.bank_transfer_details?.clabe;
  if (!kept || maskClabe(kept) !== clabe) throw badRequest(`bank_transfer_details.clabe: ${V.clabeDigits}`, 'bank_transfer_details.clabe');
  return { ...edits, bank_transfer_details: { ...edits.bank_transfer_details!, clabe: kept } };
}
