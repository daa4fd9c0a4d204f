import type { CONTACT_TIPO } from '@/shared/domain/constants';

/** How the visitor wants to be contacted; the dialog opens with one of them (spec 4). */
export type ContactVariant = keyof typeof CONTACT_TIPO;
