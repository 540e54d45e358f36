/** The page bus event that sends an analytics event: `events.emit('analytics-event', { action })`. */
export const ANALYTICS_BUS_EVENT = 'analytics-event';
