// POST /v1/auth/login — unauthenticated (mounted under /v1/auth without the private auth hook).
// Body { email, password }; `username` is accepted in place of email (and `email` may hold a username).
// Answers the LoginSession of docs/domain.md (Entidades). Failed attempts are limited per account + IP, per IP and per account (429 when exceeded).
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, HttpError, unauthorized } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { signIn } from '../../services/accounts';
import { verifyAgainstDummy, verifyPassword } from '../../services/passwords';
import { loginBuckets } from '../../services/rate-limit';
import { findUserByLogin } from '../../services/users/credentials';

interface LoginBody {
  email?: string;
  username?: string;
  password: string;
}

const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        body: {
          type: 'object',
          required: ['password'],
          properties: {
            email: { type: 'string', maxLength: 254 },
            username: { type: 'string', maxLength: 254 },
            password: { type: 'string', minLength: 1, maxLength: 256 },
          },
        },
      },
    },
    async (request) => {
      const { db, config, loginLimiter } = app.deps;
      const identifier = (request.body.email ?? request.body.username ?? '').trim().toLowerCase();
      if (!identifier) throw badRequest('El campo email es obligatorio', 'email');
      const user = await findUserByLogin(db, identifier);
      // Email and username of one user share a bucket; also per IP (services/rate-limit.ts, kept in PostgreSQL).
      const buckets = loginBuckets(user ? `user:${user.id}` : `name:${identifier}`, request.ip, config.loginRateLimit.max);
      if (await loginLimiter.isBlocked(...buckets)) {
        throw new HttpError(429, SERVER_MSG.tooManyLogins, { details: { retryAfterSeconds: await loginLimiter.retryAfterSeconds(...buckets) } });
      }
      const passwordOk = user ? await verifyPassword(request.body.password, user.password_hash) : await verifyAgainstDummy(request.body.password);
      if (!user || !passwordOk) {
        await loginLimiter.recordFailure(...buckets);
        throw unauthorized(SERVER_MSG.wrongCredentials);
      }
      if (user.status !== 'activo') throw unauthorized(SERVER_MSG.userDisabled);
      await loginLimiter.reset(buckets[0]!, buckets[2]!);
      return signIn(db, { userId: user.id, ttlHours: config.sessionTtlHours, secretsKey: config.secretsKey });
    },
  );
};

export default loginRoutes;
