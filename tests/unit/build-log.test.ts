import { afterEach, describe, expect, it, vi } from 'vitest';
import buildLog from '../../integrations/build-log.mjs';

/** What the log printed, as text (Astro's console log writes to stdout and stderr). */
function capture() {
  let printed = '';
  const collect = (chunk: unknown) => {
    printed += String(chunk);
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(collect);
  vi.spyOn(process.stderr, 'write').mockImplementation(collect);
  return () => printed;
}

describe('the build log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a progress line every so many pages instead of a line per written page', () => {
    const printed = capture();
    const log = buildLog({ every: 2 });
    for (let page = 1; page <= 5; page += 1) {
      log.write({
        level: 'info',
        label: null,
        message: `  ├─ /nl/page-${page}/index.html`,
        newLine: false,
      });
      log.write({ level: 'info', label: 'SKIP_FORMAT', message: ' (+3ms) ', newLine: true });
    }
    const text = printed();
    expect(text).not.toContain('/nl/page-');
    expect(text).not.toContain('(+3ms)');
    expect(text.match(/\d+ pages written/g)).toEqual(['2 pages written', '4 pages written']);
  });

  it('drops coloured page lines too', () => {
    const printed = capture();
    const log = buildLog();
    log.write({
      level: 'info',
      label: null,
      message: '  \u001b[34m├─\u001b[39m \u001b[2m/fr/index.html\u001b[22m',
      newLine: false,
    });
    expect(printed()).toBe('');
  });

  it('passes every other message through, warnings and integrations included', () => {
    const printed = capture();
    const log = buildLog();
    log.write({ level: 'warn', label: 'content', message: 'estate 7 skipped', newLine: true });
    log.write({
      level: 'info',
      label: 'redirect-stubs',
      message: '12 stubs written',
      newLine: true,
    });
    log.write({
      level: 'info',
      label: 'SKIP_FORMAT',
      message: ' generating static routes ',
      newLine: true,
    });
    const text = printed();
    expect(text).toContain('estate 7 skipped');
    expect(text).toContain('12 stubs written');
    expect(text).toContain('generating static routes');
  });

  it('keeps the level it is given', () => {
    const printed = capture();
    const log = buildLog({ level: 'warn' });
    log.write({ level: 'info', label: 'build', message: 'quiet please', newLine: true });
    log.write({ level: 'error', label: 'build', message: 'the build failed', newLine: true });
    expect(printed()).not.toContain('quiet please');
    expect(printed()).toContain('the build failed');
  });
});
