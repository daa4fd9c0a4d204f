import { describe, expect, it } from 'vitest';
import { campaignFromSearchParams, toContactRequestBody } from '../api/contact-request-body';
import type { ContactForm } from '../schemas';

const form: ContactForm = {
  name: '  Ana López  ',
  phone: '55 1234 5678',
  phoneConfirmation: '55 1234 5678',
  privacyConsent: true,
};
const noCampaign = { campaign: '', content: '', medium: '', source: '' };

describe('campaignFromSearchParams', () => {
  it('reads the four utm parameters of the page', () => {
    const params = new URLSearchParams('utm_campaign=verano&utm_content=banner&utm_medium=cpc&utm_source=google&otro=1');
    expect(campaignFromSearchParams(params)).toEqual({
      campaign: 'verano',
      content: 'banner',
      medium: 'cpc',
      source: 'google',
    });
  });

  it('sends an empty string for each absent parameter', () => {
    expect(campaignFromSearchParams(new URLSearchParams('utm_source=facebook'))).toEqual({ ...noCampaign, source: 'facebook' });
    expect(campaignFromSearchParams(new URLSearchParams())).toEqual(noCampaign);
  });
});

describe('toContactRequestBody', () => {
  it('maps the WhatsApp variant to tipo 2, with the name trimmed and the phone without spaces', () => {
    expect(toContactRequestBody(form, 'whatsapp', noCampaign)).toEqual({
      campania: noCampaign,
      persona: { compatible: true, nombre: 'Ana López', telefono: '5512345678', tipo: 2 },
    });
  });

  it('maps the phone variant to tipo 1', () => {
    expect(toContactRequestBody(form, 'phone', noCampaign).persona.tipo).toBe(1);
  });

  it('passes the campaign through', () => {
    const campaign = { campaign: 'verano', content: 'banner', medium: 'cpc', source: 'google' };
    expect(toContactRequestBody(form, 'phone', campaign).campania).toEqual(campaign);
  });

  it('strips every kind of whitespace from the phone', () => {
    const body = toContactRequestBody({ ...form, phone: '\t55 12\u00a034 5678 ' }, 'whatsapp', noCampaign);
    expect(body.persona.telefono).toBe('5512345678');
  });
});
