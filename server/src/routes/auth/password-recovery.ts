// Password recovery, unauthenticated:
//  POST /v1/auth/recuperar-contrasena { email } → sends a one-time 6-digit code through the notifier
//    (always the same answer, whether the email exists or not);
//  POST /v1/auth/actualizar-password { email, code, password, password_confirmation? } → sets the new
//    password when the code is right (single use, 15 min) and revokes every open session of the user.
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { PASSWORD_MIN, recoverPasswordSchema } from '@shared/validation/auth';
import { V } from '@shared/validation/messages';
import { badRequest, tooManyRequests } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { hashPassword } from '../../services/passwords';
import { findUserByEmail, resetPassword } from '../../services/users/credentials';
import { yupPart } from '../../plugins/validators';
import { consumeCode, issueCode } from '../../services/verification-codes';

// The email's rule is the panel form's (recoverPasswordSchema, one source). The reset accepts any code text and
// an absent confirmation, as it always has: a wrong code answers the invalid-code message after the lookup.
const resetSchema = recoverPasswordSchema.concat(yup.object({
  code: yup.string().trim().required(V.required),
  password: yup.string().required(V.required).min(PASSWORD_MIN, V.passwordMin(PASSWORD_MIN)),
  password_confirmation: yup
    .string()
    .optional()
    .oneOf([yup.ref('password'), undefined], V.passwordsMatch),
}));

const stringBody = (fields: string[], required: string[]) => ({
  type: 'object',
  required,
  properties: Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength: 256 }])),
});

const passwordRecoveryRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { email: string } }>('/recuperar-contrasena', { config: { access: 'public' }, schema: { body: yupPart(recoverPasswordSchema, { limits: stringBody(['email'], ['email']) }) } }, async (request) => {
    const { db, config, codeLimiter } = app.deps;
    const email = request.body.email.trim().toLowerCase();
    const limitKey = `reset|${email}`;
    if (await codeLimiter.isBlocked(limitKey)) throw tooManyRequests(SERVER_MSG.tooManyCodes);
    await codeLimiter.recordFailure(limitKey);
    const user = await findUserByEmail(db, email);
    if (user && user.status === 'activo') {
      const code = await issueCode(db, { purpose: 'password_reset', userId: user.id, commerceId: user.id_comercio, target: email });
      await config.notifier.sendCode({ channel: 'email', purpose: 'password_reset', to: email, code });
    }
    return { message: SERVER_MSG.codeSent };
  });

  app.post<{ Body: { email: string; code: string; password: string; password_confirmation?: string } }>(
    '/actualizar-password',
    { config: { access: 'public' }, schema: { body: yupPart(resetSchema, { limits: stringBody(['email', 'code', 'password', 'password_confirmation'], ['email', 'code', 'password']) }) } },
    async (request) => {
      const { db } = app.deps;
      const email = request.body.email.trim().toLowerCase();
      const user = await findUserByEmail(db, email);
      const valid = user ? await consumeCode(db, { purpose: 'password_reset', userId: user.id, code: request.body.code }) : false;
      if (!user || !valid) throw badRequest(SERVER_MSG.invalidCode, 'code');
      const passwordHash = await hashPassword(request.body.password);
      await resetPassword(db, user.id, passwordHash);
      return { message: SERVER_MSG.passwordUpdated };
    },
  );
};

export default passwordRecoveryRoutes;
