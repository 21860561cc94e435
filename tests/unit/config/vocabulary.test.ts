import { describe, expect, it } from 'vitest';
import { rejectedTermsIn } from '../../support/vocabulary';

const found = (text: string) => rejectedTermsIn(text).map((hit) => `${hit.found} → ${hit.preferred}`);

describe('rejectedTermsIn', () => {
  it('finds a rejected variant in any letter case', () => {
    expect(found('Send the External id. Each external Id is unique; so is an EXTERNAL ID.')).toEqual([
      'External id → external ID',
      'external Id → external ID',
      'EXTERNAL ID → external ID',
    ]);
    expect(found('Ask a System Administrator, or the accounting service.')).toEqual([
      'accounting service → Accounting System',
      'System Administrator → system admin',
    ]);
  });

  it('accepts the preferred term, capitalised at the start of a sentence too', () => {
    expect(found('External ID: the external ID of an installation. System admins and a system admin.')).toEqual([]);
  });

  it('matches whole words only', () => {
    expect(found('sysadmins and external identifiers')).toEqual([]);
    // The service's own name for the role.
    expect(found('the SYSADMIN role')).toEqual([]);
  });

  it('rejects a short name that the preferred term contains only where it stands alone', () => {
    expect(found('A shared resources admin, or Shared Resources Viewers, read the catalogue.')).toEqual([]);
    expect(found('Ask a resources admin; Resources Viewers only read.')).toEqual([
      'resources admin → shared resources admin',
      'Resources Viewers → shared resources viewers',
    ]);
  });

  it('keeps letter case for page names that are plain English in lower case', () => {
    expect(found('Collecting metrics from different sources is routine.')).toEqual([]);
    expect(found('See Collecting Metrics.')).toEqual(['Collecting Metrics → Metric Listings and Reports']);
  });
});
