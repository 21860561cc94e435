/** A warm bundler cache must not keep operation pages of an older contract (src/plugins/openapi-operations). */
import { describe, expect, it } from 'vitest';
import { evictCacheOnContractChange } from '../../../src/plugins/openapi-operations';
import { recordPath } from '../../../src/plugins/openapi-operations/releaseHistory';
import { specPath } from '../../../src/plugins/openapi-operations/spec';

type Config = Parameters<typeof evictCacheOnContractChange>[0];

describe('the persistent cache and the contract', () => {
  it("adds the contract and the service record to Rspack's cache build dependencies", () => {
    const config = { cache: true, experiments: { cache: { type: 'persistent', buildDependencies: ['config.ts'] } } };
    evictCacheOnContractChange(config as Config);
    expect(config.experiments.cache.buildDependencies).toEqual(['config.ts', specPath, recordPath]);
  });

  it("adds them to webpack's filesystem cache", () => {
    const config = { cache: { type: 'filesystem', buildDependencies: { config: ['config.ts'] } } } as Config;
    evictCacheOnContractChange(config);
    expect(config.cache).toMatchObject({ buildDependencies: { config: ['config.ts'], contract: [specPath, recordPath] } });
  });

  it('leaves a build without a persistent cache alone', () => {
    const config = { mode: 'production' } as Config;
    evictCacheOnContractChange(config);
    expect(config).toEqual({ mode: 'production' });
  });

  it('fails loudly on a cache it does not know', () => {
    expect(() => evictCacheOnContractChange({ cache: true, experiments: {} } as Config)).toThrow(/does not know/);
  });
});
