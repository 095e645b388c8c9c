// POST /v1/auth/cambiar-contrasena { current_password, password, password_confirmation } (datos-del-comercio/
// cambiar-contrasena): the logged-in user changes their own password. The current password must match;
// every other open session of the user is revoked, the one making the change stays signed in.
import type { FastifyPluginAsync } from 'fastify';
import { changePasswordSchema } from '@shared/validation/auth';
import { badRequest, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { getSession } from '../../plugins/auth';
import { yupPart } from '../../plugins/validators';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { changeOwnPassword, findUserById } from '../../services/users/credentials';

export const CHANGE_PASSWORD_MSG = {
  wrongCurrent: 'La contraseña actual no es correcta',
  sameAsCurrent: 'La nueva contraseña debe ser distinta a la actual',
} as const;

const text = { type: 'string', maxLength: 256 } as const;

const changePasswordRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { current_password: string; password: string; password_confirmation: string } }>(
    '/auth/cambiar-contrasena',
    {
      config: { access: 'signedIn' },
      schema: {
        body: yupPart(changePasswordSchema, {
          limits: { type: 'object', properties: { current_password: text, password: text, password_confirmation: text } },
        }),
      },
    },
    async (request) => {
      const { db } = app.deps;
      const session = getSession(request);
      const user = await findUserById(db, session.userId);
      if (!user) throw notFound();
      if (!(await verifyPassword(request.body.current_password, user.password_hash))) {
        throw badRequest(`current_password: ${CHANGE_PASSWORD_MSG.wrongCurrent}`, 'current_password');
      }
      if (request.body.password === request.body.current_password) throw badRequest(`password: ${CHANGE_PASSWORD_MSG.sameAsCurrent}`, 'password');
      const passwordHash = await hashPassword(request.body.password);
      await changeOwnPassword(db, user.id, passwordHash, session.sessionId);
      return { message: SERVER_MSG.passwordUpdated };
    },
  );
};

export default changePasswordRoutes;
