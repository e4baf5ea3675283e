import { describe, expect, it } from 'vitest';
import { astroProcessEnv } from '../../publish/astro-process-env.ts';

describe('the environment of a build process', () => {
  it('hands the bundler memory back at once and turns the usage report off', () => {
    const env = astroProcessEnv({ SITE_ID: 'demo', PATH: '/usr/bin' });
    expect(env).toMatchObject({
      SITE_ID: 'demo',
      PATH: '/usr/bin',
      ASTRO_TELEMETRY_DISABLED: '1',
      MIMALLOC_PURGE_DELAY: '0',
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
    });
  });

  it('keeps what the caller set', () => {
    const env = astroProcessEnv({ MIMALLOC_PURGE_DELAY: '10', ASTRO_TELEMETRY_DISABLED: '' });
    expect(env.MIMALLOC_PURGE_DELAY).toBe('10');
    expect(env.ASTRO_TELEMETRY_DISABLED).toBe('');
  });
});
