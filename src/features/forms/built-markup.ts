import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CancelAppointment } from './CancelAppointment.tsx';
import { ContactForm } from './ContactForm.tsx';
import type { FormIslandSpec } from './island-props.ts';
import { ReservationForm } from './ReservationForm.tsx';
import { SendToFriendForm } from './SendToFriendForm.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import { SubscriptionEdit } from './SubscriptionEdit.tsx';
import { Unsubscribe } from './Unsubscribe.tsx';
import { ViewingBooking } from './ViewingBooking.tsx';

/** The form as its island renders before it is live (plain React markup, no renderer needed). */
function render(form: FormIslandSpec): string {
  switch (form.island) {
    case 'contact-form':
      return renderToStaticMarkup(createElement(ContactForm, form.props));
    case 'send-to-friend':
      return renderToStaticMarkup(createElement(SendToFriendForm, form.props));
    case 'viewing-booking':
      return renderToStaticMarkup(createElement(ViewingBooking, form.props));
    case 'subscribe-form':
      return renderToStaticMarkup(createElement(SubscribeForm, form.props));
    case 'subscription-edit':
      return renderToStaticMarkup(createElement(SubscriptionEdit, form.props));
    case 'unsubscribe':
      return renderToStaticMarkup(createElement(Unsubscribe, form.props));
    case 'cancel-appointment':
      return renderToStaticMarkup(createElement(CancelAppointment, form.props));
    case 'holiday-reservation':
      return renderToStaticMarkup(createElement(ReservationForm, form.props));
  }
}

/*
 * Every detail page carries the same three property forms, differing only in the estate's id
 * and the contact form's prefilled message. Rendering them with React on each of ~40,000 pages
 * cost a tenth of the build, so each is rendered once per language with stand-ins for those
 * values, and the stand-ins are replaced by the page's values (escaped as React escapes text
 * and attributes). A unit test compares the result with a direct render.
 */
const idStandIn = 987_650_001_234_567;
const messageStandIn = '\uE000message\uE000';
/** Templates by the texts object (one per language and form, see formTexts), then the other props. */
const templates = new WeakMap<object, Map<string, string>>();

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#x27;',
  );

function fill(template: string, id: number, message: string | null): string {
  // Replacer functions: a `$` in a title must not read as a replacement pattern.
  let html = template.replaceAll(String(idStandIn), () => String(id));
  if (message !== null) {
    const escaped = escapeHtml(message);
    html = html.replaceAll(messageStandIn, () => escaped);
  }
  return html;
}

function templated(form: FormIslandSpec, id: number, message: string | null): string {
  const stand =
    form.island === 'contact-form' && form.props.estate
      ? {
          ...form,
          props: {
            ...form.props,
            estate: { ...form.props.estate, id: idStandIn, message: messageStandIn },
          },
        }
      : form.island === 'viewing-booking' || form.island === 'send-to-friend'
        ? { ...form, props: { ...form.props, estateId: idStandIn } }
        : form;
  const { texts, ...rest } = stand.props;
  let ofTexts = templates.get(texts);
  if (!ofTexts) templates.set(texts, (ofTexts = new Map()));
  const key = `${stand.island}:${JSON.stringify(rest)}`;
  let template = ofTexts.get(key);
  if (template === undefined) {
    template = render(stand as FormIslandSpec);
    ofTexts.set(key, template);
  }
  return fill(template, id, message);
}

/** The pre-rendered markup of a form island (see above for the per-estate forms). */
export function builtMarkup(form: FormIslandSpec): string {
  switch (form.island) {
    case 'contact-form': {
      const estate = form.props.estate;
      // A message that holds a stand-in could not be told apart: render it directly.
      if (!estate || estate.message?.includes('\uE000')) return render(form);
      return templated(form, estate.id, estate.message ?? null);
    }
    case 'viewing-booking':
    case 'send-to-friend':
      return templated(form, form.props.estateId, null);
    default:
      return render(form);
  }
}

/** For tests: the direct render, without templates. */
export const renderDirectly = render;
