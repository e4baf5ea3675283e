import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../src/schemas/safe-url.ts';
import { estateSchema } from '../../src/schemas/estate.ts';
import { siteSchema } from '../../src/schemas/site.ts';
import { sanitizeServiceHtml } from '../../src/site/sanitize.ts';

describe('the one URL rule', () => {
  it.each([
    ['https://example.com/plan.pdf', 'https://example.com/plan.pdf'],
    ['http://example.com', 'http://example.com'],
    ['  https://example.com/a?x=1&y=2 ', 'https://example.com/a?x=1&y=2'],
    ['mailto:info@example.com?subject=a&body=b', 'mailto:info@example.com?subject=a&body=b'],
    ['tel:+3250123456', 'tel:+3250123456'],
    ['/nl/aanbod/12', '/nl/aanbod/12'],
    ['//cdn.example.com/x.pdf', '//cdn.example.com/x.pdf'],
  ])('keeps the link %j', (given, kept) => {
    expect(safeUrl(given, 'link')).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
    '   ',
  ])('drops the link %j', (given) => {
    expect(safeUrl(given, 'link')).toBeNull();
  });

  it('lets pictures come over http(s) or from a path only', () => {
    expect(safeUrl('/media/house-1-1/medium.webp', 'media')).toBe('/media/house-1-1/medium.webp');
    expect(safeUrl('https://cdn.example.com/a.webp', 'media')).toBe(
      'https://cdn.example.com/a.webp',
    );
    expect(safeUrl('mailto:a@example.com', 'media')).toBeNull();
    expect(safeUrl('data:image/svg+xml,<svg onload=alert(1)>', 'media')).toBeNull();
  });

  it('is applied by the schemas: unsafe items leave their lists, unsafe fields become null', () => {
    const site = siteSchema.parse({
      id: 'demo',
      name: 'Demo',
      hostname: 'demo.example',
      defaultLocale: 'nl',
      locales: ['nl'],
      agency: {
        name: 'Demo',
        email: 'info@demo.example',
        logo: 'javascript:alert(1)',
        social: [
          { name: 'x', url: 'javascript:alert(1)' },
          { name: 'y', url: 'https://social.example/demo' },
        ],
      },
    });
    expect(site.agency.logo).toBeNull();
    expect(site.agency.social).toEqual([{ name: 'y', url: 'https://social.example/demo' }]);
    const files = estateSchema.shape.files.parse([
      { type: { name: null }, link: 'data:text/html,x', comment: null },
      { type: { name: null }, link: 'https://example.com/a.pdf', comment: null },
    ]);
    expect(files.map((file) => file.link)).toEqual(['https://example.com/a.pdf']);
  });

  it('is applied to the links of service HTML', () => {
    expect(sanitizeServiceHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeServiceHtml('<a href="tel:+3250">x</a>')).toBe('<a href="tel:+3250">x</a>');
  });
});
