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
});
