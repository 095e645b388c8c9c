// GET /v2/announcements?date=YYYY-MM-DD&plan=PLAN&is_active=true&page_size=1 → { count, results }.
// Active announcements whose window contains `date` (default: today in Mexico City) and that target
// `plan` (default: the session's plan) or every plan; newest first.
import type { FastifyPluginAsync } from 'fastify';
import { ANNOUNCEMENT_PAGE_SIZE, PLANS, type PlanId } from '@shared/constants';
import { announcementsReply } from '../../http/reply-schemas/announcements';
import { getSession } from '../../plugins/auth';
import { announcementsFor } from '../../services/announcements';

interface AnnouncementQuery {
  date?: string;
  plan?: PlanId;
  is_active?: boolean;
  page_size?: number;
}

const announcementRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AnnouncementQuery }>(
    '/announcements',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            date: { type: 'string', format: 'dia', minLength: 10, maxLength: 10 },
            plan: { type: 'string', enum: [...PLANS] },
            is_active: { type: 'boolean' },
            page_size: { type: 'integer', minimum: 1, maximum: 50 },
          },
        },
        response: { 200: announcementsReply },
      },
    },
    async (request) => {
      const results = await announcementsFor(app.deps.db, {
        date: request.query.date,
        plan: request.query.plan ?? getSession(request).planId,
        isActive: request.query.is_active ?? true,
        limit: request.query.page_size ?? ANNOUNCEMENT_PAGE_SIZE,
      });
      return { count: results.length, results };
    },
  );
};

export default announcementRoutes;
