// POST /v1/auth/registro — unauthenticated sign-up. Body: nombre_comercio, nombre (owner), email, password,
// telefono, country_code, terminos (true). Creates the commerce in plan FREEMIUM with
// onboarding_finish_date null, its account and owner user, and answers a LoginSession (201).
import type { FastifyPluginAsync } from 'fastify';
import { registroSchema } from '@shared/validation/auth';
import { createCommerceAccount, signIn } from '../../services/accounts';
import { assertEmailNotReserved } from '../../services/operator';
import { yupPart } from '../../plugins/validators';

interface RegistroBody {
  nombre_comercio: string;
  nombre: string;
  email: string;
  password: string;
  telefono: string;
  country_code: string;
  terminos: boolean;
}

const registroRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RegistroBody }>(
    '/registro',
    {
      config: { access: 'public' },
      schema: {
        body: yupPart(registroSchema, {
          limits: {
          type: 'object',
          required: ['nombre_comercio', 'nombre', 'email', 'password', 'telefono', 'country_code', 'terminos'],
          properties: {
            nombre_comercio: { type: 'string', maxLength: 200 },
            nombre: { type: 'string', maxLength: 200 },
            email: { type: 'string', maxLength: 254 },
            password: { type: 'string', maxLength: 256 },
            telefono: { type: 'string', maxLength: 30 },
            country_code: { type: 'string', maxLength: 6 },
            terminos: { type: 'boolean' },
          },
          },
        }),
      },
    },
    async (request, reply) => {
      const { db, config } = app.deps;
      const body = request.body;
      await app.deps.publicLimits.takeSignup(request.ip);
      assertEmailNotReserved(config.operatorEmails, body.email);
      const created = await createCommerceAccount(db, {
        nombre: body.nombre_comercio,
        ownerName: body.nombre,
        email: body.email,
        password: body.password,
        telefono: body.telefono.trim(),
        country_code: body.country_code.trim(),
        plan: 'FREEMIUM',
        onboarded: false,
      });
      reply.code(201);
      return signIn(db, { userId: created.userId, ttlHours: config.sessionTtlHours, secretsKey: config.secretsKey });
    },
  );
};

export default registroRoutes;
