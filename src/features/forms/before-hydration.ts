/*
 * What a visitor did to a form before its island hydrated (FormFrame.tsx catches up with it).
 * The form is in the page as Astro rendered it, so a visitor can type at once; React hydrates
 * the same controls, keeping an input's value but putting a textarea back to the rendered one,
 * and the form's store still holds the values it rendered with. A submit pressed before then is held by `client:paint`
 * (src/islands/paint-directive.ts), which marks the island.
 */

/** Values typed into a form, by control name: a text, or a list for a checkbox group. */
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
 * What the visitor changed in a form from how the page was built, by control name; unchanged
 * controls are left out, so the form's own values stand for them.
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

/** Whether the visitor submitted before the island hydrated; the mark is taken away. */
export function takePendingSubmit(element: Element): boolean {
  const island = element.closest('[data-submit-pending]');
  island?.removeAttribute('data-submit-pending');
  return island !== null;
}
