/** Spec account 9 and payments 9: dates read dd/MM/yyyy HH:mm:ss in Mexican Spanish. */
export const DISPLAY_LOCALE = 'es-MX';

/**
 * The server's dates carry Mexico City's offset (-06:00); they are shown in that zone, so the
 * customer sees the server's day and hour whatever zone the browser is set to.
 */
const DISPLAY_TIME_ZONE = 'America/Mexico_City';

const DATE_TIME = new Intl.DateTimeFormat(DISPLAY_LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * "21/12/2026 23:59:59" for an ISO 8601 date-time; undefined when the text is no date (the page
 * then leaves the date out rather than showing "Invalid Date").
 */
export function formatDateTime(isoDateTime: string): string | undefined {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(DATE_TIME.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
