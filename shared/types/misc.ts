// Smaller entities of docs/domain.md (Entidades).
export interface NewsItem {
  id: string;
  title: string;
  description: string;
  date: string;
  category: string | string[];
  link: string;
}

export interface Announcement {
  uuid: string;
  title: string;
  subtitle: string;
  long_description: string;
  video_url: string | null;
  show_once: boolean;
  delay_before_close: number;
}

export interface Integration {
  provider_code: string;
  provider_type: string;
  configuration: Record<string, string>;
  actions: string[];
}

export interface Tag {
  id: string;
  nombre: string;
}

export interface TimeZoneOption {
  id: string;
  nombre: string;
}

export interface ApiError {
  message: string;
  code?: string;
  field?: string;
  /** Present with code INVALID_STATUS_TRANSITION: the order's current status. */
  currentStatus?: string;
}
