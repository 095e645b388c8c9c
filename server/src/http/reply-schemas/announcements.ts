// Reply schema of GET /v2/announcements (shared/types/misc.ts).
import type { Announcement } from '@shared/types/misc';
import { boolean, idText, nullableText, number, sameShape, text } from './common';

const announcement = sameShape<Announcement>()({
  type: 'object',
  required: ['uuid', 'title', 'subtitle', 'long_description', 'video_url', 'show_once', 'delay_before_close'],
  properties: { uuid: idText, title: text, subtitle: text, long_description: text, video_url: nullableText, show_once: boolean, delay_before_close: number },
});

export const announcementsReply = sameShape<{ count: number; results: Announcement[] }>()({
  type: 'object',
  required: ['count', 'results'],
  properties: { count: number, results: { type: 'array', items: announcement } },
});
