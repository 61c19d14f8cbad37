/** A failure as plain data, safe to put in an action or the store. */
export interface ServiceError {
  /** The SDK's code ("auth/popup-closed-by-user", "permission-denied", ...) or "unknown". */
  code: string;
  message: string;
}

/** Turns anything thrown by the SDK (or by us) into a ServiceError. */
export function toServiceError(error: unknown): ServiceError {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : 'unknown',
      message: typeof message === 'string' ? message : String(error),
    };
  }
  return { code: 'unknown', message: String(error) };
}

/** An Error that carries an SDK-style code, for failures we raise ourselves. */
export class CodedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CodedError';
  }
}

/** How far an import's writing came: batches and cards the server has acknowledged. */
export interface ImportLanded {
  batches: number;
  cards: number;
}

/** An import's writing stopped at a refusal: the SDK's code, and what had landed before. */
export class ImportWriteError extends Error {
  readonly code: string;
  constructor(
    cause: unknown,
    readonly landed: ImportLanded,
  ) {
    const { code, message } = toServiceError(cause);
    super(message);
    this.code = code;
    this.name = 'ImportWriteError';
  }
}

/** What an import had written before it stopped (nothing known for any other error). */
export const landedBefore = (error: unknown): ImportLanded =>
  error instanceof ImportWriteError ? error.landed : { batches: 0, cards: 0 };
