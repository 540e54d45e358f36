import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a page's render stamp is good for: a day. A visitor who leaves a tab open longer
 * reloads (the spec's 'Please reload and try again.'); a bot cannot reuse one page's stamp for
 * ever.
 */
export const RENDER_STAMP_TTL_MS = 24 * 60 * 60_000;

export interface RenderStamps {
  /** The stamp of a page served at `now`: `time.signature`, time in base 36 ms. */
  issue(now?: number): string;
  /**
   * Milliseconds since the stamped page was served, or undefined for a stamp this server did
   * not sign, one from the future or one older than RENDER_STAMP_TTL_MS.
   */
  age(stamp: unknown, now?: number): number | undefined;
}

/**
 * The form's render time, signed (issue 20): the server stamps every page it serves, the form
 * sends the stamp back with its submission, and the server measures the minimum fill time from
 * it. HMAC-SHA256 with the database's shared secret, as the form keys: no storage, any server
 * process on the same database reads it.
 */
export function createRenderStamps(secret: Buffer): RenderStamps {
  const sign = (time: string) =>
    createHmac('sha256', secret).update(`render.${time}`).digest('base64url').slice(0, 22);
  return {
    issue(now = Date.now()) {
      const time = Math.floor(now).toString(36);
      return `${time}.${sign(time)}`;
    },
    age(stamp, now = Date.now()) {
      if (typeof stamp !== 'string' || stamp.length > 40) return undefined;
      const [time, signature, extra] = stamp.split('.');
      if (time === undefined || signature === undefined || extra !== undefined) return undefined;
      if (!/^[0-9a-z]{1,12}$/.test(time)) return undefined;
      const expected = Buffer.from(sign(time));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const age = now - Number.parseInt(time, 36);
      return age >= 0 && age < RENDER_STAMP_TTL_MS ? age : undefined;
    },
  };
}
