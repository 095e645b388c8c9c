// One-time codes leave the server through real providers: e-mail through a real SMTP server (smtp-server,
// with a login, tests/support/fake-smtp.ts), SMS through Twilio's API (tests/support/fake-twilio.ts, as strict as Twilio). The code a
// person receives is the one the server accepts; a provider down is retried; a refusal is logged without
// the code; a production server without a provider says so instead of pretending it sent anything.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '../../../server/src/messages';
import { createCodeDelivery, NOT_CONFIGURED_MSG, type DeliveryLog } from '../../../server/src/services/messaging/code-delivery';
import { createNotifierFromEnv } from '../../../server/src/services/messaging/from-env';
import { createSmtpSender } from '../../../server/src/services/messaging/smtp-email';
import { createTwilioSender } from '../../../server/src/services/messaging/twilio-sms';
import { readMail, startFakeSmtp, type FakeSmtp } from '../../support/fake-smtp';
import { startFakeTwilio, type FakeTwilio } from '../../support/fake-twilio';
import { createCommerce, createTestApp, type TestApp } from '../../../testkit/test-app';

const SMTP_USER = 'panel';
const SMTP_PASSWORD = 'clave-smtp';

function memoryLog(): DeliveryLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (line) => lines.push(line), error: (line) => lines.push(line) };
}

let twilio: FakeTwilio;
let smtp: FakeSmtp;
const mails = () => smtp.mails;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  smtp = await startFakeSmtp({ user: SMTP_USER, password: SMTP_PASSWORD });
});
afterAll(async () => {
  await twilio.close();
  await smtp.close();
});
afterEach(() => {
  mails().length = 0;
  twilio.messages.length = 0;
});

describe('codes through the providers, end to end', () => {
  let t: TestApp;
  const env = () => ({
    NODE_ENV: 'production',
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Panel Comercio <no-responder@panel.mx>',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: twilio.phoneNumber,
    TWILIO_BASE_URL: twilio.baseUrl,
  });
  const notifier = () => createNotifierFromEnv(env(), memoryLog());
  let delivery: ReturnType<typeof notifier>;

  beforeAll(async () => {
    delivery = notifier();
    t = await createTestApp({ config: { notifier: delivery } });
  });
  afterAll(() => t.close());

  it('e-mails the password-reset code through SMTP, and that code resets the password', async () => {
    const person = await createCommerce(t.handle, { email: 'correo@prueba.mx', password: 'vieja1234' });
    const ask = await t.app.inject({ method: 'POST', url: '/v1/auth/recuperar-contrasena', payload: { email: person.email } });
    expect(ask.statusCode).toBe(200);
    expect(ask.json().message).toBe(SERVER_MSG.codeSent);
    await delivery.idle();
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toMatchObject({ from: 'no-responder@panel.mx', to: ['correo@prueba.mx'] });
    const mail = readMail(mails()[0]!.raw);
    expect(mail.subject).toBe('Tu código para recuperar la contraseña');
    const code = /recuperar la contraseña es (\d{6})\. Vence en 15 minutos/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const reset = await t.app.inject({ method: 'POST', url: '/v1/auth/actualizar-password', payload: { email: person.email, code, password: 'nueva12345', password_confirmation: 'nueva12345' } });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('texts the phone-validation code through Twilio, and that code validates the number', async () => {
    await createCommerce(t.handle, { email: 'sms@prueba.mx', password: 'vieja1234', commerce: { telefono: '3312345678' } });
    const send = await t.app.inject({ method: 'POST', url: '/v1/auth/validar-numero/enviar', payload: { telefono: '3312345678', country_code: '52' } });
    expect(send.statusCode).toBe(200);
    await delivery.idle();
    expect(twilio.messages).toHaveLength(1);
    const [message] = twilio.messages;
    expect(message).toMatchObject({ to: '+523312345678', from: twilio.phoneNumber });
    const code = /validar tu número es (\d{6})/.exec(message!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/validar-numero',
      payload: { telefono: '3312345678', country_code: '52', code, password: 'nueva12345', password_confirmation: 'nueva12345' },
    });
    expect(validate.statusCode, validate.body).toBe(200);
  });

  it('sends nothing for an address without an account, answering the same', async () => {
    const ask = await t.app.inject({ method: 'POST', url: '/v1/auth/recuperar-contrasena', payload: { email: 'nadie@prueba.mx' } });
    expect(ask.json().message).toBe(SERVER_MSG.codeSent);
    await delivery.idle();
    expect(mails()).toHaveLength(0);
  });
});

describe('providers that fail', () => {
  const code = { purpose: 'phone_validation', code: '482913' } as const;

  it('retries an SMS while Twilio is down and sends it once when it is back', async () => {
    const log = memoryLog();
    const sms = createTwilioSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.phoneNumber, baseUrl: twilio.baseUrl });
    const delivery = createCodeDelivery({ email: null, sms, consoleFallback: false, log, retryDelaysMs: [10, 10, 10] });
    twilio.failNext(2);
    await delivery.sendCode({ channel: 'sms', to: '+525511112222', ...code });
    await delivery.idle();
    expect(twilio.messages.map((message) => message.to)).toEqual(['+525511112222']);
    expect(log.lines).toEqual([]);
  });

  it('gives up on a refusal after its attempts and logs the provider answer, never the code', async () => {
    const log = memoryLog();
    const sms = createTwilioSender({ accountSid: twilio.accountSid, authToken: 'token-equivocado', from: twilio.phoneNumber, baseUrl: twilio.baseUrl });
    const delivery = createCodeDelivery({ email: null, sms, consoleFallback: false, log, retryDelaysMs: [5] });
    await delivery.sendCode({ channel: 'sms', to: '+525511112222', ...code });
    await delivery.idle();
    expect(twilio.messages).toHaveLength(0);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('Authenticate');
    expect(log.lines[0]).toContain('********2222');
    expect(log.lines.join('\n')).not.toContain(code.code);
  });

  it('refuses to text a number Twilio would refuse (not E.164) and to send from a number not on the account', async () => {
    const wrongSender = createTwilioSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+525500000000', baseUrl: twilio.baseUrl });
    await expect(wrongSender.send('+525511112222', 'Hola')).rejects.toThrow(/not a valid, SMS-capable/);
    const sender = createTwilioSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.phoneNumber, baseUrl: twilio.baseUrl });
    await expect(sender.send('5511112222', 'Hola')).rejects.toThrow(/Invalid 'To' Phone Number/);
    await expect(sender.verify()).resolves.toBeUndefined();
    expect(twilio.messages).toHaveLength(0);
  });

  it('logs an SMTP login refused without the code', async () => {
    const log = memoryLog();
    const email = createSmtpSender({ url: `smtp://${SMTP_USER}:mala@127.0.0.1:${smtp.port}`, from: 'no-responder@panel.mx' });
    await expect(email.verify()).rejects.toThrow(/Invalid username or password/);
    const delivery = createCodeDelivery({ email, sms: null, consoleFallback: false, log, retryDelaysMs: [] });
    await delivery.sendCode({ channel: 'email', purpose: 'password_reset', to: 'ana@prueba.mx', code: '771204' });
    await delivery.idle();
    expect(mails()).toHaveLength(0);
    expect(log.lines[0]).toContain('a***@prueba.mx');
    expect(log.lines.join('\n')).not.toContain('771204');
  });
});

describe('a channel without a provider', () => {
  it('in production answers that the code could not be sent, and writes no code anywhere', async () => {
    const log = memoryLog();
    const t = await createTestApp({ config: { notifier: createNotifierFromEnv({ NODE_ENV: 'production' }, log) } });
    try {
      await createCommerce(t.handle, { email: 'sin-correo@prueba.mx', password: 'vieja1234' });
      const ask = await t.app.inject({ method: 'POST', url: '/v1/auth/recuperar-contrasena', payload: { email: 'sin-correo@prueba.mx' } });
      expect(ask.statusCode).toBe(503);
      expect(ask.json().message).toBe(NOT_CONFIGURED_MSG.email);
      expect(log.lines).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('in development writes the code to the console, as the demo needs', async () => {
    const log = memoryLog();
    const delivery = createNotifierFromEnv({}, log);
    await delivery.sendCode({ channel: 'sms', purpose: 'phone_validation', to: '+525511112222', code: '123456' });
    expect(log.lines).toEqual(['[notificador] Código de validación de número para +525511112222 (sms): 123456']);
  });
});
