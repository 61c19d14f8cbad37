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
