/**
 * The platform's error codes as the sandbox answers them, with the HTTP status and default message of each.
 * Codes named in upstream-protocol.md keep their spelling; the others are the sandbox's own choices and are
 * listed in the README.
 */
export const ERROR_CODES = {
  requestParam: { code: 'request_param_err', status: 400, message: 'Invalid request parameters' },
  requestBody: { code: 'request_body_required', status: 400, message: 'Request body is required' },
  functionNotAvailable: { code: 'function.not.available', status: 400, message: 'Function not available' },
  maintenance: { code: 'function.not.available', status: 400, message: 'System maintenance' },
  regionRestricted: {
    code: 'region.restricted',
    status: 403,
    message: 'Access from your location is restricted',
  },
  sessionDead: { code: 'login.not.session', status: 401, message: 'Login session expired, please log in again' },
  encryption: { code: 'encryption.invalid', status: 400, message: 'Invalid encrypted payload' },
  wrongCredentials: { code: 'USER_PASSWORD_ERROR', status: 200, message: 'Incorrect username or password' },
  captchaRequired: { code: 'captcha.required', status: 200, message: 'Please Enter The Correct Captcha Code' },
  methodNotSupported: { code: '#459', status: 400, message: 'http_method_not_support' },
  pathNotFound: { code: '#404', status: 404, message: 'request_path_not_found' },
  systemBusy: { code: '#727', status: 500, message: 'system busy' },
  // A business outcome (HTTP 200): the order number is already an order of this member; `value` is that order.
  orderDuplicate: { code: 'order.duplicate', status: 200, message: 'Duplicate order number' },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type ErrorKind = keyof typeof ERROR_CODES;

/** A refusal in the platform's shape: thrown anywhere in a call, answered as an envelope by the error handler. */
export class PlatformError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly value: unknown;

  constructor(status: number, errorCode: string, message: string, value: unknown = null) {
    super(message);
    this.name = 'PlatformError';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }

  static of(kind: ErrorKind, options: { message?: string; value?: unknown } = {}): PlatformError {
    const known = ERROR_CODES[kind];
    return new PlatformError(known.status, known.code, options.message ?? known.message, options.value ?? null);
  }
}

/** The default message for a code the sandbox knows, used when a fault names only a code. */
export function messageForCode(errorCode: string): string {
  const known = Object.values(ERROR_CODES).find((entry) => entry.code === errorCode);
  return known?.message ?? errorCode;
}
