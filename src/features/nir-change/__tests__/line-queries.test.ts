import { describe, expect, it } from 'vitest';
import { basicProfileQueryOptions, toBasicProfile } from '@/shared/domain/profile/api/basic-profile';
import { lineOwnerQueryOptions } from '../api/line-queries';

const DN = '5512345678';

describe('lineOwnerQueryOptions', () => {
  it("reads the line's basic profile under its one key (decision 212) and selects the owner's name", () => {
    const options = lineOwnerQueryOptions(DN);
    expect(options.queryKey).toEqual(basicProfileQueryOptions(DN).queryKey);
    expect(options.queryKey).toEqual(['mainApi', '/api/core/bait/servicio/perfil/basico/{dn}', { dn: DN }]);
    const profile = toBasicProfile({ success: true, informacion: { dn: DN, nombre: ' María Hernández ' } });
    expect(profile && options.select?.(profile)).toBe('María Hernández');
  });
});
