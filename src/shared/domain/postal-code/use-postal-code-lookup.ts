import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isCompletePostalCode, type PostalCodePlaces } from './postal-code-places';

export interface PostalCodeLookupOptions {
  /** The postal code as typed now. */
  postalCode: string;
  lookUp: (postalCode: string) => Promise<PostalCodePlaces>;
  onFound?: (places: PostalCodePlaces) => void;
  /** The form clears the code and warns (spec payments 8); `error` may carry the server's mensaje. */
  onFailed: (error: unknown) => void;
}

/**
 * The lookup of a postal code shared by the card form and the replacement-SIM form: it runs when
 * the fifth digit is typed, and an answer for a code no longer typed changes nothing (the places
 * shown are always those of the code in the field).
 */
export function usePostalCodeLookup({ postalCode, lookUp, onFound, onFailed }: PostalCodeLookupOptions) {
  const latest = useRef({ postalCode, onFound, onFailed });
  useEffect(() => {
    latest.current = { postalCode, onFound, onFailed };
  });
  const lookup = useMutation({
    mutationFn: lookUp,
    onSuccess: (found, code) => {
      if (code === latest.current.postalCode) latest.current.onFound?.(found);
    },
    onError: (error, code) => {
      if (code === latest.current.postalCode) latest.current.onFailed(error);
    },
  });
  const { mutate } = lookup;
  useEffect(() => {
    if (isCompletePostalCode(postalCode)) mutate(postalCode);
  }, [postalCode, mutate]);
  const places = lookup.isSuccess && lookup.variables === postalCode ? lookup.data : undefined;
  return { places, isPending: lookup.isPending };
}
