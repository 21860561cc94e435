import { describe, expect, it } from 'vitest';
import {
  bodyPlaceholderName,
  placeholderName,
  placeholderValue,
} from '../../../src/plugins/openapi-operations/placeholders';

describe('placeholderName', () => {
  it('writes a parameter name in upper snake case, whatever its case or separator', () => {
    expect(placeholderName('installation_id')).toBe('INSTALLATION_ID');
    expect(placeholderName('externalId')).toBe('EXTERNAL_ID');
    expect(placeholderName('externalProviderId')).toBe('EXTERNAL_PROVIDER_ID');
    expect(placeholderName('metric-definition-id')).toBe('METRIC_DEFINITION_ID');
    expect(placeholderName('startDate')).toBe('START_DATE');
  });

  it('names a bare id or key after the collection it follows in the path', () => {
    expect(placeholderName('id', '/accounting-system/metric-definitions/{id}')).toBe('METRIC_DEFINITION_ID');
    expect(placeholderName('id', '/accounting-system/installations/{id}/capacities/{capacity_id}')).toBe(
      'INSTALLATION_ID',
    );
    expect(placeholderName('id', '/accounting-system/installations/{installation_id}/metrics/{id}')).toBe('METRIC_ID');
    expect(placeholderName('id', '/accounting-system/admin/oidc-tenants/{id}')).toBe('OIDC_TENANT_ID');
    expect(placeholderName('id', '/accounting-system/installations/{id}/capacities')).toBe('INSTALLATION_ID');
    expect(placeholderName('id', '/accounting-system/admin/entitlements/{id}')).toBe('ENTITLEMENT_ID');
    expect(placeholderName('key', '/accounting-system/admin/settings/{key}')).toBe('SETTING_KEY');
  });

  it('gives the same object the same name whether the path says id or <object>_id', () => {
    expect(placeholderName('id', '/projects/{id}')).toBe(placeholderName('project_id', '/projects/{project_id}/report'));
    expect(placeholderName('id', '/providers/{id}')).toBe(placeholderName('provider_id'));
  });

  it('refuses a bare id that no collection names, rather than invent a name', () => {
    expect(() => placeholderName('id', '/{id}')).toThrow(/No collection/);
    expect(() => placeholderName('id', '/things/{other}/{id}')).toThrow(/No collection/);
  });
});

describe('bodyPlaceholderName', () => {
  it('names body fields that refer to other objects as the paths name those objects', () => {
    expect(bodyPlaceholderName('metric_definition_id')).toBe('METRIC_DEFINITION_ID');
    expect(bodyPlaceholderName('unit_of_access')).toBe('METRIC_DEFINITION_ID');
    expect(bodyPlaceholderName('organisation')).toBe('PROVIDER_ID');
    expect(bodyPlaceholderName('project')).toBe('PROJECT_ID');
  });

  it('leaves ordinary fields alone', () => {
    expect(bodyPlaceholderName('value')).toBeUndefined();
    expect(bodyPlaceholderName('time_period_start')).toBeUndefined();
  });
});

describe('placeholderValue', () => {
  it('turns an internal ID (or no example) into a value that says what goes there', () => {
    expect(placeholderValue('INSTALLATION_ID', '66c4a1e2f0b9d81a2c3e4f50')).toBe('your-installation-id');
    expect(placeholderValue('METRIC_ID', undefined)).toBe('your-metric-id');
  });

  it('keeps examples that show the form a reader can know: grant IDs, provider IDs, dates', () => {
    expect(placeholderValue('PROJECT_ID', '101057344')).toBe('101057344');
    expect(placeholderValue('PROVIDER_ID', 'grnet')).toBe('grnet');
    expect(placeholderValue('START', '2025-01-01')).toBe('2025-01-01');
  });
});
