const pad = (value: number) => String(value).padStart(2, '0');

/** Local time as YYYY-MM-DD HH:mm:ss (the spec's format, the same in every language). */
export function formatClock(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day} ${time}`;
}

/** The local offset from GMT: "+7", "-3", "+5:30". */
export function formatGmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return rest ? `${sign}${hours}:${pad(rest)}` : `${sign}${hours}`;
}
