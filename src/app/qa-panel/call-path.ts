/** The path and query of a call's address, as the panel and the report show it; an address that is no URL stays as it is. */
export function callPath(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}
