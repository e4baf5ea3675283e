import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { matchPath } from '../../domain/routes.ts';
import type { LiveOptions } from './FormFrame.tsx';
import { criteriaFromQuery } from './subscribe-prefill.ts';

/*
 * Replaces a built form with its live island (mount.ts), so the swap is invisible: what the
 * visitor typed into the built copy becomes the island's starting values, the focus (and the
 * caret) goes back to the same control, and a submit pressed before goes through once live.
 */

/** Values typed into a built form, by control name: a text, or a list for a checkbox group. */
export type TypedValues = Record<string, string | string[]>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlsOf = (root: HTMLElement): Control[] =>
  [...root.querySelectorAll<Control>('input[name], select[name], textarea[name]')].filter(
    (control) => !(control instanceof HTMLInputElement && control.type === 'hidden'),
  );

/** A control the visitor changed from how the page was built. */
function isChanged(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

/**
 * What the visitor changed in a built form, by control name; unchanged controls are left out,
 * so the island's own starting values (a prefill) stand for them.
 */
export function readTypedValues(root: HTMLElement): TypedValues {
  const controls = controlsOf(root);
  const typed: TypedValues = {};
  const changedNames = new Set(controls.filter(isChanged).map((control) => control.name));
  for (const name of changedNames) {
    const group = controls.filter((control) => control.name === name);
    const first = group[0];
    if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      typed[name] = group
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.value);
    } else if (first instanceof HTMLInputElement && first.type === 'radio') {
      typed[name] = group.find((radio) => (radio as HTMLInputElement).checked)?.value ?? '';
    } else if (first) {
      typed[name] = first.value;
    }
  }
  return typed;
}

type FocusMark = { name: string; value: string; start: number | null; end: number | null };

function focusMark(root: HTMLElement): FocusMark | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  if (!('name' in active) || typeof active.name !== 'string' || active.name === '') {
    return { name: '', value: '', start: null, end: null };
  }
  const control = active as Control;
  const text = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = text ? control.selectionStart : null;
    end = text ? control.selectionEnd : null;
  } catch {
    // selection is not available on this input type (email): the caret goes to the end
  }
  return { name: control.name, value: control.value, start, end };
}

function restoreFocus(root: HTMLElement, mark: FocusMark): void {
  const candidates = [...root.querySelectorAll<HTMLElement>('[name]')];
  const target =
    candidates.find(
      (element) =>
        (element as Control).name === mark.name &&
        (!(element instanceof HTMLInputElement) ||
          !['radio', 'checkbox'].includes(element.type) ||
          element.value === mark.value),
    ) ?? (mark.name === '' ? root.querySelector<HTMLElement>('button[type="submit"]') : null);
  if (!target) return;
  target.focus();
  if (
    mark.start !== null &&
    (target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && ['text', 'search', 'tel'].includes(target.type)))
  ) {
    target.setSelectionRange(mark.start, mark.end ?? mark.start);
  }
}

/** The last parameter of a route the page's address matches (a token, an appointment id). */
function pathParam(name: 'token' | 'appointmentId'): string | undefined {
  const match = matchPath(window.location.pathname);
  const params: Record<string, string> = match ? match.params : {};
  return params[name];
}

const ids = (list: unknown): number[] =>
  Array.isArray(list)
    ? list.flatMap((item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { id?: unknown }).id === 'number'
          ? [(item as { id: number }).id]
          : [],
      )
    : [];

/** What only the browser knows: the address's token, id, query and the values typed. */
function browserProps(
  name: string,
  props: Record<string, unknown>,
  typed: TypedValues,
): Record<string, unknown> {
  const search = new URLSearchParams(window.location.search);
  switch (name) {
    case 'subscribe-form':
      return {
        initial: {
          ...criteriaFromQuery(window.location.search, {
            headTypes: ids(props.headTypes),
            cities: ids(props.towns),
          }),
          ...typed,
        },
      };
    case 'subscription-edit':
      return { token: pathParam('token'), confirm: search.get('confirm') === '1' };
    case 'unsubscribe':
      return { token: pathParam('token') };
    case 'cancel-appointment':
      return { appointmentId: pathParam('appointmentId') };
    default:
      return { initial: typed };
  }
}

/** Renders the live island into its mount point in place of the built copy, with its texts. */
export function mountLive(
  point: HTMLElement,
  name: string,
  component: unknown,
  texts: Readonly<Record<string, string>> = {},
): void {
  if (typeof component !== 'function') return;
  // The texts come from their own file (texts-file.ts); props that still carry them keep theirs.
  const props = { texts, ...(JSON.parse(point.dataset.props ?? '{}') as Record<string, unknown>) };
  const typed = readTypedValues(point);
  const focus = focusMark(point);
  const live: LiveOptions = { submitNow: point.dataset.submitPending !== undefined };
  delete point.dataset.submitPending;
  const element = createElement(component as ComponentType<Record<string, unknown>>, {
    ...props,
    ...browserProps(name, props, typed),
    live,
  });
  point.replaceChildren();
  const root = createRoot(point);
  // Rendered at once, in the same task: the page never paints the empty mount point.
  flushSync(() => root.render(element));
  if (focus) restoreFocus(point, focus);
  point.dataset.formState = 'live';
}
