import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ContactForm } from '../../src/features/forms/ContactForm.tsx';
import { expectAxeClean } from './axe.ts';
import '../../src/features/forms/forms.css';

/*
 * The contact form under a property's page, on its own: what it does with bad input and with a
 * double click. The site's answer is stood in for (the handler, its checks and its mail are
 * tested over HTTP and in the browser journeys).
 */

/** The form's posts, answered when `answer` is called (a post in flight until then). */
function standInSite() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const posts: unknown[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (_path, init) => {
    posts.push(JSON.parse(String(init?.body)));
    await answered;
    return new Response(JSON.stringify({ message: 'form.sent', id: 'x' }), {
      status: 202,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { posts, answer };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the contact form', () => {
  it('marks bad input in place, focuses it and sends nothing', async () => {
    const site = standInSite();
    const screen = await render(<ContactForm {...inject('contactForms').en} />);
    await userEvent.fill(
      screen.getByLabelText('E-mail address', { exact: false }),
      'not-an-address',
    );
    await userEvent.clear(screen.getByLabelText('Message', { exact: false }));
    await screen.getByRole('button', { name: 'Send message' }).click();

    const name = screen.getByLabelText('Name', { exact: false });
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveFocus();
    await expect.element(name).toHaveAccessibleDescription('This field is required.');
    await expect
      .element(screen.getByLabelText('E-mail address', { exact: false }))
      .toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expect
      .element(screen.getByLabelText('Message', { exact: false }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Please correct the marked fields.');
    // What was typed stays; a corrected field loses its mark at once.
    await expect
      .element(screen.getByLabelText('E-mail address', { exact: false }))
      .toHaveValue('not-an-address');
    await userEvent.fill(name, 'Alex');
    await expect.element(name).not.toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(screen.container, 'marked');
    expect(site.posts).toHaveLength(0);
  });

  it('sends one message for a double click', async () => {
    const site = standInSite();
    const screen = await render(<ContactForm {...inject('contactForms').de} />);
    await userEvent.fill(screen.getByLabelText('Name', { exact: false }), 'Doppelklick');
    await userEvent.fill(
      screen.getByLabelText('E-Mail-Adresse', { exact: false }),
      'doppel@example.org',
    );
    // Both clicks land while the first post is on its way.
    await screen.getByRole('button', { name: 'Nachricht senden' }).dblClick();
    site.answer();
    const status = () => screen.container.querySelector('[role="status"]')?.textContent;
    await expect.poll(status).toContain('Vielen Dank');
    expect(site.posts).toHaveLength(1);
    expect(site.posts[0]).toMatchObject({ name: 'Doppelklick', email: 'doppel@example.org' });
  });

  it('keeps what was typed through a refusal and a lost connection, and retries the same submission', async () => {
    // The site refuses (too many posts), then cannot be reached, then takes the submission.
    const answers: (() => Response)[] = [
      () =>
        new Response(JSON.stringify({ error: 'form.error.rate.limited', retryAfterSeconds: 120 }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '120' },
        }),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () =>
        new Response(JSON.stringify({ message: 'form.sent', id: 'x' }), {
          status: 202,
          headers: { 'content-type': 'application/json' },
        }),
    ];
    const keys: string[] = [];
    vi.spyOn(window, 'fetch').mockImplementation(async (_path, init) => {
      keys.push((JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey);
      return answers[keys.length - 1]!();
    });
    const screen = await render(<ContactForm {...inject('contactForms').en} />);
    const name = screen.getByLabelText('Name', { exact: false });
    await userEvent.fill(name, 'Offline Olivia');
    await userEvent.fill(
      screen.getByLabelText('E-mail address', { exact: false }),
      'olivia@example.org',
    );
    const status = () => screen.container.querySelector('[role="status"]')?.textContent;

    await screen.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(status).toContain('Please try again in 2 minutes.');

    await screen.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(status).toContain('What you entered has been kept');
    await expect.element(name).toHaveValue('Offline Olivia');
    await expectAxeClean(screen.container, 'connection lost');

    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(status).toContain('your message has been sent');
    // Every attempt of this one submission carries the same idempotency key.
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
