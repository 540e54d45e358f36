/** A refused or failed console call: the status (0 when the network failed) and what it said. */
export class ConsoleApiError extends Error {
  readonly status: number;
  /** The server's `error` text, shown as text where the screen shows the failure. */
  readonly serverMessage: string | undefined;
  /** Per-field messages of a 400 (`fieldErrors`), shown beside their fields. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The answer's body as parsed (flags such as crumbFail or authorizationFail). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const record =
      body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const serverMessage = typeof record.error === 'string' ? record.error : undefined;
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ConsoleApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    const fields = record.fieldErrors;
    this.fieldErrors =
      fields !== null && typeof fields === 'object'
        ? Object.fromEntries(
            Object.entries(fields as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
  }
}
