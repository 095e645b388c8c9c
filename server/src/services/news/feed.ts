// News feed (docs/architecture.md "GET news feed at configured URL"): the JSON list at env NEWS_FEED_URL, or, when it is
// not configured, unreachable or malformed, the platform news stored in the database. Newest first, at most
// NEWS_SHOWN_MAX items.
import { desc } from 'drizzle-orm';
import { NEWS_SHOWN_MAX } from '@shared/constants';
import { newsCategories } from '@shared/news';
import type { NewsItem } from '@shared/types/misc';
import type { Db } from '../../db/database';
import { news } from '../../db/schema/index';

const FEED_TIMEOUT_MS = 4_000;

export type NewsSource = 'feed' | 'database';

export interface NewsAnswer {
  source: NewsSource;
  items: NewsItem[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** One name, or the list (a JSON-array string included, shared/news.ts); 'General' when it names none. */
function category(value: unknown): string | string[] {
  const names = newsCategories(value);
  if (names.length === 0) return 'General';
  // A plain name stays a string; a list (sent as JSON text or not) stays a list.
  return typeof value === 'string' && names.length === 1 && names[0] === value.trim() ? names[0] : names;
}

/** One feed entry as a NewsItem, or null without a title or a valid date. */
export function toNewsItem(entry: unknown, index: number): NewsItem | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const raw = entry as Record<string, unknown>;
  const title = text(raw.title).trim();
  const date = new Date(text(raw.date));
  if (!title || Number.isNaN(date.getTime())) return null;
  return {
    id: text(raw.id) || `feed-${index}`,
    title,
    description: text(raw.description),
    date: date.toISOString(),
    category: category(raw.category),
    link: text(raw.link),
  };
}

/** Newest first, at most NEWS_SHOWN_MAX. */
export function newestNews(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, NEWS_SHOWN_MAX);
}

/** The feed's items; accepts a bare list or { results | items | news: [...] }. Throws when unusable. */
export async function fetchFeed(url: string, fetcher: typeof fetch = fetch): Promise<NewsItem[]> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`news feed answered ${response.status}`);
  const body: unknown = await response.json();
  const wrapped = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const list = Array.isArray(body) ? body : (wrapped?.results ?? wrapped?.items ?? wrapped?.news);
  if (!Array.isArray(list)) throw new Error('news feed is not a list');
  return list.map(toNewsItem).filter((item): item is NewsItem => item !== null);
}

export async function storedNews(db: Db): Promise<NewsItem[]> {
  const rows = await db.select().from(news).orderBy(desc(news.date)).limit(NEWS_SHOWN_MAX);
  return rows.map((row) => ({ id: row.id, title: row.title, description: row.description, date: row.date.toISOString(), category: row.category, link: row.link }));
}

export async function latestNews(db: Db, feedUrl: string | undefined, log: (message: string) => void = () => undefined): Promise<NewsAnswer> {
  if (feedUrl) {
    try {
      return { source: 'feed', items: newestNews(await fetchFeed(feedUrl)) };
    } catch (error) {
      log(`Noticias: no se pudo leer ${feedUrl} (${error instanceof Error ? error.message : String(error)}); se usan las guardadas`);
    }
  }
  return { source: 'database', items: newestNews(await storedNews(db)) };
}
