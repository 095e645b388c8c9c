// The CLABE as users other than the owner see it (docs/security.md, "Files"): only its last 4 digits. A
// masked CLABE sent back unchanged means "keep the stored one", so a staff user who saves the delivery
// settings without touching the bank details changes nothing there.
import { CLABE_LENGTH } from './constants';
import type { BankTransferDetails } from './types/commerce';

const MASK = '*';
const SHOWN_DIGITS = 4;

export function maskClabe(clabe: string): string {
  return MASK.repeat(Math.max(0, CLABE_LENGTH - SHOWN_DIGITS)) + clabe.slice(-SHOWN_DIGITS);
}

export function isMaskedClabe(clabe: string): boolean {
  return new RegExp(`^\\${MASK}{${CLABE_LENGTH - SHOWN_DIGITS}}\\d{${SHOWN_DIGITS}}$`).test(clabe);
}

export function maskBankDetails(details: BankTransferDetails | null): BankTransferDetails | null {
  return details ? { ...details, clabe: maskClabe(details.clabe) } : null;
}
