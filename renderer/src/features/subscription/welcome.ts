// Freemium and trial accounts are sent once to their welcome page (docs/architecture.md); the flag is kept per account.
import type { AccountDetails } from '@shared/types/account';

export const WELCOME_FLAG_PREFIX = 'panel.welcomeShown.';

/** The plan's welcome page, for the owner only: staff land on their first permitted screen. */
export function welcomePathFor(account: Pick<AccountDetails, 'planId'> & Partial<Pick<AccountDetails, 'role'>>): string | null {
  if (account.role === 'staff') return null;
  if (account.planId === 'FREEMIUM') return '/bienvenido-freemium';
  if (account.planId === 'TRIAL') return '/bienvenido-prueba-gratis';
  return null;
}

function flagKey(account: Pick<AccountDetails, 'accountId' | 'planId'>): string {
  return `${WELCOME_FLAG_PREFIX}${account.accountId}.${account.planId}`;
}

/** The welcome path to show now (not yet shown for this account and plan), or null. Pure: only reads. */
export function pendingWelcomePath(account: Pick<AccountDetails, 'accountId' | 'planId'> & Partial<Pick<AccountDetails, 'role'>>, storage: Storage = localStorage): string | null {
  const path = welcomePathFor(account);
  if (!path) return null;
  try {
    return storage.getItem(flagKey(account)) ? null : path;
  } catch {
    return null;
  }
}

export function markWelcomeShown(account: Pick<AccountDetails, 'accountId' | 'planId'>, storage: Storage = localStorage): void {
  try {
    storage.setItem(flagKey(account), new Date().toISOString());
  } catch {
    // Without storage the welcome page may show again next time; nothing else depends on it.
  }
}
