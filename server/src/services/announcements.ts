// Platform announcements shown in the panel (GET /v2/announcements): active ones whose window contains a
// calendar day (Mexico City's) and that target a plan or every plan; newest first.
import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type PlanId } from '@shared/constants';
import { zonedParts } from '@shared/dates';
import type { Announcement } from '@shared/types/misc';
import type { DbOrTx } from '../db/database';
import { announcements } from '../db/schema/index';
import { zonedDateTimeToUtc } from './zoned-time';

export interface AnnouncementFilter {
  /** 'YYYY-MM-DD'; default today in Mexico City. */
  date?: string;
  plan: PlanId;
  isActive: boolean;
  limit: number;
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

export async function announcementsFor(db: DbOrTx, filter: AnnouncementFilter): Promise<Announcement[]> {
  const at = middayOf(filter.date ?? todayInMexicoCity());
  const rows = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.is_active, filter.isActive),
        or(isNull(announcements.start_date), lte(announcements.start_date, at)),
        or(isNull(announcements.end_date), gte(announcements.end_date, at)),
        or(isNull(announcements.plans), sql`${announcements.plans} @> ${JSON.stringify([filter.plan])}::jsonb`),
      ),
    )
    .orderBy(desc(announcements.created_at))
    .limit(filter.limit);
  return rows.map((row) => ({
    uuid: row.uuid,
    title: row.title,
    subtitle: row.subtitle,
    long_description: row.long_description,
    video_url: row.video_url,
    show_once: row.show_once,
    delay_before_close: row.delay_before_close,
  }));
}
