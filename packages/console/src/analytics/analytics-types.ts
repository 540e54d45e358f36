// The answers of GET /api/analytics/* (docs/http-contract/openapi.yaml, owner-analytics).
interface Period {
  from: string;
  to: string;
}

export interface TrafficDay {
  date: string;
  pageViews: number;
  visitors: number;
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalRow {
  metric: string;
  p75: number;
  samples: number;
  rating: VitalRating | null;
}

export interface TrafficAnswer extends Period {
  days: TrafficDay[];
}
export interface PagesAnswer extends Period {
  pages: { path: string; pageViews: number; visitors: number }[];
}
export interface ReferrersAnswer extends Period {
  referrers: { referrer: string; pageViews: number }[];
}
export interface FormsAnswer extends Period {
  forms: { formId: string; renders: number; submissions: number; conversion: number | null }[];
}
export interface WebVitalsAnswer extends Period {
  pages: (VitalRow & { path: string })[];
  blocks: (VitalRow & { block: string })[];
}
export interface ErrorsAnswer extends Period {
  errors: { message: string; reports: number; lastSeen: string }[];
}
