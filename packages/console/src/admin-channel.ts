/**
 * Spec 002 §6: "Accounts with admin access broadcast tracked editor events on an admin
 * channel". The spec names neither the channel nor the events: these names are ours
 * (README, "Editor events"). Other console tabs, and tools listening on the same origin, hear
 * what this tab did.
 */
const ADMIN_CHANNEL_NAME = 'tessera-admin';

export type EditorEventName =
  | 'console-opened'
  | 'panel-opened'
  | 'panel-closed'
  | 'setting-saved'
  | 'submissions-exported'
  | 'consent-log-exported'
  | 'order-status-changed'
  | 'logged-out';

interface EditorEvent {
  event: EditorEventName;
  /** The account and site the event belongs to (spec 002 §7: user and website identifiers). */
  userId: string;
  websiteId: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** What the event concerns: the setting saved, the form exported, the order changed. */
  detail?: string;
}

export interface AdminChannel {
  broadcast(event: EditorEventName, detail?: string): void;
  close(): void;
}

export interface AdminChannelOptions {
  userId: string;
  websiteId: string;
  /** Default: globalThis.BroadcastChannel; without one the events go nowhere. */
  BroadcastChannel?: typeof BroadcastChannel;
  now?: () => number;
}

/**
 * Opens the admin channel. A viewer's console broadcasts nothing: only accounts with admin
 * access do (spec 002 §6), so the caller passes a role check in `enabled`.
 */
export function openAdminChannel(options: AdminChannelOptions, enabled: boolean): AdminChannel {
  const Channel = options.BroadcastChannel ?? globalThis.BroadcastChannel;
  const channel = enabled && Channel ? new Channel(ADMIN_CHANNEL_NAME) : undefined;
  const now = options.now ?? Date.now;
  return {
    broadcast(event, detail) {
      const message: EditorEvent = {
        event,
        userId: options.userId,
        websiteId: options.websiteId,
        timestamp: now(),
        ...(detail === undefined ? {} : { detail }),
      };
      channel?.postMessage(message);
    },
    close() {
      channel?.close();
    },
  };
}
