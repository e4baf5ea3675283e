import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ReservationForm } from '../../src/features/forms/ReservationForm.tsx';
import { expectAxeClean } from './axe.ts';
import '../../src/features/forms/forms.css';

/*
 * The reservation request of a holiday unit on its own: a request without a period stays in
 * the browser, the period marked and focused. The request sent and its mail are the browser
 * journeys' (tests/e2e/forms.spec.ts).
 */
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the holiday reservation request', () => {
  it('asks for a period before sending anything', async () => {
    const posts = vi.spyOn(window, 'fetch');
    const screen = await render(<ReservationForm {...inject('reservationForm')} />);
    await screen.getByRole('button', { name: 'Send booking request' }).click();
    const period = screen.getByLabelText('Period', { exact: false });
    await expect.element(period).toHaveFocus();
    await expect.element(period).toHaveAccessibleDescription('This field is required.');
    await expect.element(period).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(screen.container, 'period missing');
    expect(posts).not.toHaveBeenCalled();
  });
});
