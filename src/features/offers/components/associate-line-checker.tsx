import { useEffect } from 'react';
import { ASSOCIATES_OFFER_TYPE, checkTopUpLine } from '@/shared/domain/line-check/api/check-top-up-line';
import { useLineNumberCheck, type LineNumberCheck, type LineNumberChecker } from '@/shared/domain/line-check/use-line-number-check';

/** validateTopUpLine as an associate (type 4), told in the catalogue's words (spec payments 8). */
const associateChecker: LineNumberChecker = {
  key: 'associates',
  check: (number, config, token) => checkTopUpLine(number, ASSOCIATES_OFFER_TYPE, config, token, 'catalogue'),
};

/**
 * The check of the associate's number, in a chunk of its own that the page loads with the first
 * complete number: it reports every state of the check and shows nothing itself.
 */
export default function AssociateLineChecker({ number, onCheck }: { number: string; onCheck: (check: LineNumberCheck) => void }) {
  const check = useLineNumberCheck({ checker: associateChecker, number, showAlerts: false });
  // After every render: the parent keeps its state when nothing it shows has changed.
  useEffect(() => onCheck(check));
  return null;
}
