import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { answerBody, settle } from '@/shared/api/settle';
import { toSessionUser, type SessionUser } from '@/shared/domain/session';
import { SSO_COUNTRY_CODE, SSO_VERIFICATION_TYPE } from '../constants';
import { ssoTexts } from '../texts';

type SsoOtpResult = components['schemas']['SsoOtpResult'];
type SsoSessionUserResult = components['schemas']['SsoSessionUser'];
type SsoMessageResult = components['schemas']['SsoMessageResult'];
type SsoIntroImagesResult = components['schemas']['SsoIntroImages'];

const { errors } = ssoTexts;

// --- Intro images (getSsoIntroImages)

export interface IntroImage {
  name: string;
  /** A `data:` address of the image. */
  src: string;
}

const IMAGE_FORMAT = /^[a-z0-9+.-]{1,10}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Formats whose MIME subtype is not the file extension. */
const MIME_SUBTYPES: Readonly<Record<string, string>> = { jpg: 'jpeg', svg: 'svg+xml' };

/** The one mapper of the intro images: each as a `data:` address; an image that does not read as one is left out. */
export function toIntroImages(answer: SsoIntroImagesResult | undefined): IntroImage[] {
  return (answer?.lista ?? []).flatMap((image) => {
    const format = image.formato.trim().toLowerCase();
    if (!IMAGE_FORMAT.test(format) || !BASE64.test(image.base64)) return [];
    return [{ name: image.name, src: `data:image/${MIME_SUBTYPES[format] ?? format};base64,${image.base64}` }];
  });
}

const INTRO_IMAGES_PATH = '/api/core/sso/carousel/create'; // getSsoIntroImages

async function fetchIntroImages(): Promise<IntroImage[]> {
  try {
    return toIntroImages((await settle(() => mainApi.GET(INTRO_IMAGES_PATH))).okBody);
  } catch {
    // Without its images (a list the mapper cannot read) the intro is skipped: the verification is what matters.
    return [];
  }
}

export function introImagesQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', INTRO_IMAGES_PATH),
    queryFn: fetchIntroImages,
    staleTime: Infinity,
    retry: readRetries('getSsoIntroImages'),
  });
}

// --- Profile verification (verifySsoProfile) and the code (sendSsoOtp, checkSsoOtp)

export type ProfileOutcome = { kind: 'verified' } | { kind: 'failed'; message: string };

export function profileOutcomeOf(answer: SsoMessageResult | undefined): ProfileOutcome {
  if (answer?.success) return { kind: 'verified' };
  return { kind: 'failed', message: answer?.message || errors.validationFailed };
}

/** The number has a Bait profile (tipo 6, the number, the captcha token, +52). */
export async function verifySsoProfile(number: string, captchaToken: string): Promise<ProfileOutcome> {
  return profileOutcomeOf(
    await answerBody(() =>
      mainApi.POST('/api/core/servicio/perfil/bait', {
        body: { tipo: SSO_VERIFICATION_TYPE, identificador: number, token: captchaToken, codigo: SSO_COUNTRY_CODE },
      }),
    ),
  );
}

export type SendCodeOutcome =
  { kind: 'sent'; uuid: string; attemptsLeft: number | undefined } | { kind: 'locked'; unlockDate: string } | { kind: 'failed'; message: string };

/** The one mapper of sendSsoOtp: an unlockDate means the lockout (spec 4 "One-time code"). */
export function sendCodeOutcomeOf(answer: SsoOtpResult | undefined): SendCodeOutcome {
  if (answer?.unlockDate) return { kind: 'locked', unlockDate: answer.unlockDate };
  if (answer?.success && answer.uuid) return { kind: 'sent', uuid: answer.uuid, attemptsLeft: answer.remainingAttempts };
  return { kind: 'failed', message: answer?.message || errors.codeNotSent };
}

export async function sendSsoOtp(number: string): Promise<SendCodeOutcome> {
  return sendCodeOutcomeOf(await answerBody(() => mainApi.POST('/api/core/sso/otp/send', { body: { identificador: number } })));
}

export type CheckCodeOutcome =
  { kind: 'valid' } | { kind: 'locked'; unlockDate: string } | { kind: 'wrong'; message: string; attemptsLeft: number | undefined };

/** The one mapper of checkSsoOtp: a wrong code shows the server message or the spec's default. */
export function checkCodeOutcomeOf(answer: SsoOtpResult | undefined): CheckCodeOutcome {
  if (answer?.unlockDate) return { kind: 'locked', unlockDate: answer.unlockDate };
  if (answer?.success) return { kind: 'valid' };
  return { kind: 'wrong', message: answer?.message || errors.wrongCode, attemptsLeft: answer?.remainingAttempts };
}

export async function checkSsoOtp(request: { number: string; code: string; uuid: string }): Promise<CheckCodeOutcome> {
  return checkCodeOutcomeOf(
    await answerBody(() =>
      mainApi.POST('/api/core/sso/otp/check', {
        body: { identificador: request.number, otp: request.code, uuid: request.uuid },
      }),
    ),
  );
}

// --- Logins (loginSso, loginSsoLegacy)

export type SsoLoginOutcome = { kind: 'loggedIn'; user: SessionUser } | { kind: 'failed'; message: string };

/**
 * The one mapper of the SSO login answers to the session user. Single sign-on returns its own
 * profile type (spec 6): it is stored as it came, like the legacy line types.
 */
export function ssoLoginOutcomeOf(answer: SsoSessionUserResult | undefined): SsoLoginOutcome {
  const user = answer ? toSessionUser({ ...answer, serviceNumber: answer.serviceNumber ?? '' }) : undefined;
  if (user) return { kind: 'loggedIn', user };
  return { kind: 'failed', message: answer?.message || errors.validationFailed };
}

/** The values the identity provider sent back to /sso-callback. */
export interface SsoCallbackValues {
  authcode: string;
  state: string;
  emailVerified: boolean;
}

export async function loginSso(values: SsoCallbackValues): Promise<SsoLoginOutcome> {
  return ssoLoginOutcomeOf(
    await answerBody(() =>
      mainApi.POST('/api/core/sso/account', {
        body: { authcode: values.authcode, email_verify: values.emailVerified, state: values.state },
      }),
    ),
  );
}

export async function loginSsoLegacy(credentials: { number: string; password: string }): Promise<SsoLoginOutcome> {
  return ssoLoginOutcomeOf(
    await answerBody(() =>
      mainApi.POST('/api/core/sso/legacy', {
        body: { numero: credentials.number, psd: credentials.password },
      }),
    ),
  );
}

// --- Account deletion (deleteSsoAccount)

export type DeleteOutcome = { kind: 'deleted'; message: string } | { kind: 'failed'; message: string };

export function deleteOutcomeOf(answer: SsoMessageResult | undefined): DeleteOutcome {
  if (answer?.success) return { kind: 'deleted', message: answer.message || errors.deleted };
  return { kind: 'failed', message: answer?.message || errors.deleteFailed };
}

/** Bearer of the session's access token, no body (spec 7). */
export async function deleteSsoAccount(access: string): Promise<DeleteOutcome> {
  return deleteOutcomeOf(
    await answerBody(() =>
      mainApi.POST('/conn/page/api/sso/deleteSSO', {
        params: { header: { Authorization: `Bearer ${access}` } },
      }),
    ),
  );
}
