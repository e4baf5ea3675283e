/**
 * Closes an open choice disclosure (ChoiceGroup.tsx) the way a select's list closes: on Escape
 * within it (focus back on its summary) or a pointer press outside it. Installed when it opens;
 * the listeners go when it closes.
 */
export function watchDisclosure(details: HTMLDetailsElement): void {
  const close = () => {
    details.open = false;
  };
  const onPointer = (event: PointerEvent) => {
    if (!details.contains(event.target as Node)) close();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.contains(document.activeElement)) return;
    close();
    details.querySelector('summary')?.focus();
  };
  document.addEventListener('pointerdown', onPointer);
  document.addEventListener('keydown', onKey);
  details.addEventListener(
    'toggle',
    () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    },
    { once: true },
  );
}
