import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { cardFieldsShape } from '../card-form/schemas';

/** The new card: the card form's fields and rules (spec payments 5), without address or legal texts. */
export function newCardSchema(now: () => Date) {
  return z.object(cardFieldsShape(now));
}

/** Loaded lazily by the form: zod stays out of the route's first load. */
export const newCardResolver = (now: () => Date) => zodResolver(newCardSchema(now));
