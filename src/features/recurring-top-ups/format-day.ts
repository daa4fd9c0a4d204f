const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day of the contract (yyyy-MM-dd) as dd/MM/yyyy (spec 9's date order). Read from the
 * text, not through Date: a bare day has no zone, and Date would shift it to the day before west
 * of UTC. Anything else is shown as it came.
 */
export function formatDay(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/** Text for an HTML message (the alert's): the server's names never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
