import { describe, expect, it } from 'vitest';
import {
  sanitizeExtraFields,
  sanitizeLocalizedHtml,
  sanitizeServiceHtml,
} from '../../src/site/sanitize.ts';

describe('sanitizing service HTML', () => {
  it('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeServiceHtml(
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    );
    expect(html).toBe('<p>Hi <a>x</a></p>');
  });

  it('keeps formatting, lists and safe links, marking external ones noopener', () => {
    const html = sanitizeServiceHtml(
      '<h1>Title</h1><ul><li><strong>Tuin</strong></li></ul><a href="https://example.be">site</a>',
    );
    expect(html).toBe(
      '<h2>Title</h2><ul><li><strong>Tuin</strong></li></ul><a href="https://example.be" rel="noopener noreferrer">site</a>',
    );
  });

  it('drops iframes, images and styles', () => {
    expect(
      sanitizeServiceHtml('<iframe src="x"></iframe><img src="x"><p style="color:red">a</p>'),
    ).toBe('<p>a</p>');
  });

  it('cleans every language and keeps missing ones missing', () => {
    expect(sanitizeLocalizedHtml({ nl: '<b>ja</b><script></script>', de: null })).toEqual({
      nl: '<b>ja</b>',
      fr: undefined,
      en: undefined,
      de: null,
    });
  });
});

describe('sanitizing extra fields', () => {
  it('cleans the texts of every extra field and keeps the rest of it', () => {
    const [field] = sanitizeExtraFields([
      {
        extra_field_autoid: 11,
        type: 'BIGTEXT',
        value: null,
        value_lang_string: { nl: '<p>Tuin<img src=x onerror="alert(1)"></p>', fr: null },
      },
    ]);
    expect(field).toEqual({
      extra_field_autoid: 11,
      type: 'BIGTEXT',
      value: null,
      value_lang_string: { nl: '<p>Tuin</p>', fr: null, en: undefined, de: undefined },
    });
  });
});
