/** Joins the class names that are set; CSS Module lookups may be undefined under noUncheckedIndexedAccess. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
