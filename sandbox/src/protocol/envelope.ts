/** The `/wps/*` answer shape (upstream-protocol.md section 2). */
export interface Envelope {
  success: boolean;
  message: string;
  value: unknown;
  errorCode?: string;
}

export const SUCCESS_MESSAGE = 'success';

export function successEnvelope(value: unknown, message: string = SUCCESS_MESSAGE): Envelope {
  return { success: true, message, value };
}

export function failureEnvelope(errorCode: string, message: string, value: unknown = null): Envelope {
  return { success: false, errorCode, message, value };
}
