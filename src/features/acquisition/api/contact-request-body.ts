import type { components } from '@/api/generated/main-api';
import { CONTACT_TIPO } from '@/shared/domain/constants';
import { stripSpaces } from '@/shared/format/normalize';
import type { ContactVariant } from '../contact-variant';
import type { ContactForm } from '../schemas';

export type ContactRequestBody = components['schemas']['ContactRequest'];
export type Campaign = components['schemas']['Campaign'];

/** The campaign of the visit, from the page's utm parameters ('' for each one that is absent). */
export function campaignFromSearchParams(searchParams: URLSearchParams): Campaign {
  return {
    campaign: searchParams.get('utm_campaign') ?? '',
    content: searchParams.get('utm_content') ?? '',
    medium: searchParams.get('utm_medium') ?? '',
    source: searchParams.get('utm_source') ?? '',
  };
}

/** Maps the contact form to the body of POST /api/core/captacion/contacto. */
export function toContactRequestBody(form: ContactForm, variant: ContactVariant, campaign: Campaign): ContactRequestBody {
  return {
    campania: campaign,
    persona: {
      compatible: true,
      nombre: form.name.trim(),
      telefono: stripSpaces(form.phone),
      tipo: CONTACT_TIPO[variant],
    },
  };
}
