// GET /v2/announcements?date=YYYY-MM-DD&plan=PLAN&is_active=true&page_size=1 → { count, results }.
// Active announcements whose window contains `date` (default: today in Mexico City) and that target
// `plan` (default: the session's plan) or every plan; newest first.
import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_PAGE_SIZE, DEFAULT_TIME_ZONE, PLANS, type PlanId } from '@shared/constants';
import { zonedParts } from '@shared/dates';
import type { Announcement } from '@shared/types/misc';
import { announcements } from '../../db/schema/index';
import { getSession } from '../../plugins/auth';
import { zonedDateTimeToUtc } from '../../services/zoned-time';

interface AnnouncementQuery {
  date?: string;
  plan?: PlanId;
  is_active?: boolean;
  page_size?: number;
}

function todayInMexicoCity(): string {
  const p = zonedParts(new Date(), DEFAULT_TIME_ZONE);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Noon of the given calendar day in Mexico City, a safe instant inside that day. */
function middayOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedDateTimeToUtc(year, month, day, 12, 0, DEFAULT_TIME_ZONE);
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
      },
    },
    async (request) => {
      const session = getSession(request);
      const at = middayOf(request.query.date ?? todayInMexicoCity());
      const plan = request.query.plan ?? session.planId;
      const rows = await app.deps.db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.is_active, request.query.is_active ?? true),
            or(isNull(announcements.start_date), lte(announcements.start_date, at)),
            or(isNull(announcements.end_date), gte(announcements.end_date, at)),
            or(isNull(announcements.plans), sql`${announcements.plans} @> ${JSON.stringify([plan])}::jsonb`),
          ),
        )
        .orderBy(desc(announcements.created_at))
        .limit(request.query.page_size ?? ANNOUNCEMENT_PAGE_SIZE);
      const results: Announcement[] = rows.map((row) => ({
        uuid: row.uuid,
        title: row.title,
        subtitle: row.subtitle,
        long_description: row.long_description,
        video_url: row.video_url,
        show_once: row.show_once,
        delay_before_close: row.delay_before_close,
      }));
      return { count: results.length, results };
    },
  );
};

export default announcementRoutes;
