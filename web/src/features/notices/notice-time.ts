const pad = (value: number) => String(value).padStart(2, '0');

/** A notice's time as yyyy-MM-dd HH:mm:ss in local time (spec 001 §2); empty for a missing or bad value. */
export function formatNoticeTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The local calendar day as yyyy-MM-dd: "today" for hide-for-today. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
