// Phone validation (registro/validar-numero), unauthenticated, by the commerce's phone number:
//  POST /v1/auth/validar-numero/enviar { telefono, country_code } → sends a 6-digit code by SMS to the
//    owner of the commerce with that phone (same answer whether it exists or not);
//  POST /v1/auth/validar-numero { telefono, country_code, code, password?, password_confirmation? } →
//    marks the phone validated; with `password` it also resets the owner's password (the reset-password
//    screen of the panel) and revokes their open sessions.
// A signed-in owner validates without any password through /v1/account/telefono (routes/v1/account.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { PASSWORD_MIN, phoneCodeSchema } from '@shared/validation/auth';
import { V } from '@shared/validation/messages';
import { badRequest, tooManyRequests } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { hashPassword } from '../../services/passwords';
import { markPhoneValidated, ownerOfPhone } from '../../services/users/credentials';
import { yupPart } from '../../plugins/validators';
import { consumeCode, issueCode, phoneTarget } from '../../services/verification-codes';

interface PhoneBody {
  telefono: string;
  country_code: string;
}
interface ValidateBody extends PhoneBody {
  code: string;
  password?: string;
  password_confirmation?: string;
}

const phoneSchema = yup.object({
  telefono: yup.string().trim().required(V.required).matches(/^\d+$/, V.digitsOnly),
  country_code: yup.string().trim().required(V.required),
});
const passwordSchema = yup.object({
  password: yup.string().optional().min(PASSWORD_MIN, V.passwordMin(PASSWORD_MIN)),
  password_confirmation: yup
    .string()
    .optional()
    .oneOf([yup.ref('password'), undefined], V.passwordsMatch),
});

const stringProps = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength: 256 }]));

const phoneValidationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PhoneBody }>(
    '/validar-numero/enviar',
    { config: { access: 'public' }, schema: { body: yupPart(phoneSchema, { limits: { type: 'object', required: ['telefono', 'country_code'], properties: stringProps(['telefono', 'country_code']) } }) } },
    async (request) => {
      const { db, config, codeLimiter } = app.deps;
      const target = phoneTarget(request.body.country_code, request.body.telefono);
      const limitKey = `phone|${target}`;
      if (await codeLimiter.isBlocked(limitKey)) throw tooManyRequests(SERVER_MSG.tooManyCodes);
      await codeLimiter.recordFailure(limitKey);
      const owner = await ownerOfPhone(db, request.body.telefono, request.body.country_code);
      if (owner && owner.user.status === 'activo') {
        const code = await issueCode(db, { purpose: 'phone_validation', userId: owner.user.id, commerceId: owner.commerceId, target });
        await config.notifier.sendCode({ channel: 'sms', purpose: 'phone_validation', to: target, code });
      }
      return { message: SERVER_MSG.codeSent };
    },
  );

  app.post<{ Body: ValidateBody }>(
    '/validar-numero',
    {
      config: { access: 'public' },
      schema: {
        body: yupPart(phoneSchema.concat(phoneCodeSchema).concat(passwordSchema), {
          limits: {
            type: 'object',
            required: ['telefono', 'country_code', 'code'],
            properties: stringProps(['telefono', 'country_code', 'code', 'password', 'password_confirmation']),
          },
        }),
      },
    },
    async (request) => {
      const { db } = app.deps;
      const owner = await ownerOfPhone(db, request.body.telefono, request.body.country_code);
      const valid = owner ? await consumeCode(db, { purpose: 'phone_validation', userId: owner.user.id, code: request.body.code }) : false;
      if (!owner || !valid) throw badRequest(SERVER_MSG.invalidCode, 'code');
      const newPassword = request.body.password ? await hashPassword(request.body.password) : null;
      await markPhoneValidated(db, owner.commerceId, newPassword ? { userId: owner.user.id, passwordHash: newPassword } : undefined);
      return { message: newPassword ? SERVER_MSG.passwordUpdated : SERVER_MSG.phoneValidated, email: owner.user.email };
    },
  );
};

export default phoneValidationRoutes;
