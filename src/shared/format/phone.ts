/** Spec account 9 and payments 9: a phone number is shown with its digits in five groups. */
const PHONE_DISPLAY_GROUPS = 5;

/**
 * A number as the customer reads it: 10 digits in five pairs, "55 12 34 56 78". Anything that is
 * not exactly 10 digits (after dropping spaces and dashes) is shown as it came, never mangled.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return phone.trim();
  const size = digits.length / PHONE_DISPLAY_GROUPS;
  return Array.from({ length: PHONE_DISPLAY_GROUPS }, (_, index) => digits.slice(index * size, (index + 1) * size)).join(' ');
}
