// What a one-time code says to the person who receives it, by e-mail or SMS. Spanish, short: an SMS over
// 70 characters with an accent is split into several billed parts.
import { CODE_TTL_MS } from '../verification-codes';
import type { CodeNotification } from '../notifier';

const minutes = Math.round(CODE_TTL_MS / 60_000);

export interface EmailText {
  subject: string;
  text: string;
}

export function codeEmail(notification: CodeNotification): EmailText {
  if (notification.purpose === 'password_reset') {
    return {
      subject: 'Tu código para recuperar la contraseña',
      text: `Tu código para recuperar la contraseña es ${notification.code}. Vence en ${minutes} minutos.\n\nSi no lo pediste, ignora este correo: tu contraseña no cambia.`,
    };
  }
  return {
    subject: 'Tu código de validación',
    text: `Tu código de validación es ${notification.code}. Vence en ${minutes} minutos.`,
  };
}

export function codeSms(notification: CodeNotification): string {
  const what = notification.purpose === 'password_reset' ? 'recuperar tu contraseña' : 'validar tu número';
  return `Tu código para ${what} es ${notification.code}. Vence en ${minutes} min.`;
}
