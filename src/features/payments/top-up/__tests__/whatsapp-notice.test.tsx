import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Offer } from '@/shared/domain/offers/offer';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import type { PaymentPluginProps } from '../../plugin/payment-plugin';
import { optInWhatsapp } from '../api/opt-in-whatsapp';
import { hasWhatsappConsent, rememberWhatsappConsent, sendWhatsappNoticeAfterPayment } from '../api/whatsapp-notice';
import { topUpTexts } from '../texts';
import { TopUpModal } from '../top-up-modal';

const NOTICE_PATH = '/api/core/subscribe/notice/whatsapp';

/** A plugin whose form is on screen at once (the legacy consent waits for it). */
function StandInPlugin({ onSuccess, onFormShown }: PaymentPluginProps) {
  useEffect(() => onFormShown?.(), [onFormShown]);
  return (
    <button type="button" onClick={() => onSuccess('')}>
      Pagar prueba
    </button>
  );
}

const offer: Offer = {
  offerId: '1100101012',
  rechargeName: 'Bait 200',
  price: 200,
  type: 1,
  validity: '30 días',
  duration: 30,
  includeMessage: [],
  associated: false,
};

async function payWith({ consent, phone }: { consent: 'tick' | 'tickThenUntick' | 'none'; phone: string }) {
  const { user } = renderWithProviders(<TopUpModal request={{ kind: 'offer', offer }} onClose={vi.fn()} paymentPlugin={StandInPlugin} />, { url: '/recargas' });
  await user.type(screen.getByLabelText('Número de teléfono'), phone);
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
  const next = screen.getByRole('button', { name: 'Siguiente' });
  await vi.waitFor(() => expect(next).toBeEnabled(), { timeout: 3000 });
  await user.click(next);
  const box = await screen.findByRole('checkbox', { name: /información sobre mi línea por WhatsApp/ });
  if (consent !== 'none') await user.click(box);
  if (consent === 'tickThenUntick') {
    await vi.waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
  }
  await user.click(screen.getByRole('button', { name: 'Pagar prueba' }));
}

describe('the WhatsApp notice after a paid top-up', () => {
  it('goes once, for the number, when the consent was ticked', async () => {
    const notices = recordRequests(NOTICE_PATH);
    await payWith({ consent: 'tick', phone: '5512345678' });
    expect(await screen.findByText(topUpTexts.rechargeSucceeded)).toBeInTheDocument();
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(await notices[0]?.json()).toEqual({ telefono: '5512345678' });
    expect(hasWhatsappConsent('5512345678')).toBe(false);
  });

  it.each(['none', 'tickThenUntick'] as const)('does not go with consent %s', async (consent) => {
    const notices = recordRequests(NOTICE_PATH);
    await payWith({ consent, phone: '5512345679' });
    expect(await screen.findByText(topUpTexts.rechargeSucceeded)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notices).toHaveLength(0);
  });

  it('leaves the success as it is when the notice fails', async () => {
    chooseScenarios({ sendWhatsappNotice: 'networkError' });
    const notices = recordRequests(NOTICE_PATH);
    await payWith({ consent: 'tick', phone: '5512345671' });
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText(topUpTexts.rechargeSucceeded)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("is also given by the gateway's legal checkbox, whose opt-in goes with the charge", async () => {
    // The hosted checkout calls the same opt-in when its WhatsApp checkbox (legal 1) was ticked.
    chooseScenarios({ optInWhatsapp: 'notSubscribed' });
    await optInWhatsapp('5512345673');
    expect(hasWhatsappConsent('5512345673')).toBe(true);
    const notices = recordRequests(NOTICE_PATH);
    await sendWhatsappNoticeAfterPayment('5512345673');
    expect(notices).toHaveLength(1);
  });

  it('never throws, whatever the answer', async () => {
    // The contract declares only 200 for the notice: a dropped connection is the failure it can have.
    chooseScenarios({ sendWhatsappNotice: 'networkError' });
    rememberWhatsappConsent('5512345672', true);
    await expect(sendWhatsappNoticeAfterPayment('5512345672')).resolves.toBeUndefined();
    await expect(sendWhatsappNoticeAfterPayment('5512345672')).resolves.toBeUndefined();
  });
});
