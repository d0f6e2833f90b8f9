// The site writes dates one way in every language (spec 000 §2 clock, spec 001 §2 notices): yyyy-MM-dd and
// yyyy-MM-dd HH:mm:ss, in the visitor's local time.

/** A Date, or a DateTime scalar as the gateway sends it (ISO 8601); missing or malformed values print as ''. */
export type DateValue = Date | string | null | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: DateValue): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The local calendar day as yyyy-MM-dd. */
export function formatLocalDate(value: DateValue): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local time as yyyy-MM-dd HH:mm:ss. */
export function formatLocalDateTime(value: DateValue): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The local offset from GMT: "+7", "-3", "+5:30". */
export function formatGmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return rest ? `${sign}${hours}:${pad(rest)}` : `${sign}${hours}`;
}
