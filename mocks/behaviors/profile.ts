import { base64JsonPayload, deterministicUuid, fromExample, pathParam, stringField, type JsonObject } from './answers';
import { readState, writeState } from './state';
import type { Behavior } from './types';

/**
 * The customer's profile:
 * - getBasicProfile answers `found` for any line, with the request's dn, the name and e-mail last
 *   saved for it, and a uuid of the customer: the example's own for the example's line, else one
 *   made from the dn (so each line has its own recurring top-ups);
 * - the legacy profile operation `registro` of sendProfileOperation (the profile page's save)
 *   keeps nombre and email for its numero and answers `legacyOperationDone`. The other
 *   operations of that endpoint are left to the recovery behaviour (see index.ts).
 */
type SavedProfile = { nombre?: string; email?: string };
const DOMAIN = 'profiles';

function savedProfiles(): Record<string, SavedProfile> {
  return readState<Record<string, SavedProfile>>(DOMAIN, {});
}

/** What the profile page saved for a line, for tests and the QA panel. */
export function storedProfile(dn: string): SavedProfile | undefined {
  return savedProfiles()[dn];
}

export const getBasicProfile: Behavior = (context) => {
  const dn = pathParam(context, 'dn');
  const example = fromExample(context, 'found');
  const informacion = ((example.body as JsonObject).informacion ?? {}) as JsonObject;
  const uuid = informacion.dn === dn ? informacion.uuid : deterministicUuid('perfil', dn);
  return fromExample(context, 'found', { informacion: { ...informacion, dn, uuid, ...savedProfiles()[dn] } });
};

/** The `registro` operation of the profile endpoint; undefined for every other operation. */
export const saveProfileData: Behavior = (context) => {
  const payload = base64JsonPayload(context);
  if (stringField(payload, 'operation') !== 'registro') return undefined;
  const dn = stringField(payload, 'numero') ?? '';
  const saved: SavedProfile = { ...savedProfiles()[dn] };
  const nombre = stringField(payload, 'nombre');
  const email = stringField(payload, 'email');
  if (nombre !== undefined) saved.nombre = nombre;
  if (email !== undefined) saved.email = email;
  writeState(DOMAIN, { ...savedProfiles(), [dn]: saved });
  return fromExample(context, 'legacyOperationDone');
};
