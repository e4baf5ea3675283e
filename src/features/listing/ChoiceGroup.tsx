import { useState } from 'react';
import type { ChoiceGroupProps } from './ChoicePanel.tsx';
import { act, loadedBehaviour } from './listing-actions.ts';

export type { Choice, ChoiceGroupProps } from './ChoicePanel.tsx';

/**
 * The checkboxes as the page is built, for browsers without scripts: inside `noscript`, which a
 * browser that runs scripts keeps as text and React never hydrates.
 */
const BuiltPanel = import.meta.env.SSR ? (await import('./ChoicePanel.tsx')).default : undefined;

/**
 * Several values of one list filter (type, subtype) as a group of checkboxes behind a
 * disclosure that reads like a select: its label, then what is chosen ("House, Apartment") or
 * the "any" text. A native `details`, so it opens without JavaScript too and the checkboxes
 * submit as repeated parameters (`type=1&type=2`), which the address reads (spec 5).
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, label, any, choices, chosen } = props;
  // The boxes come with the listing's behaviour, which the first opening loads (ChoicePanel.tsx);
  // once there they stay, so the form holds the choice when the disclosure closes.
  const [opened, setOpened] = useState(false);
  const Panel = opened ? loadedBehaviour()?.ChoicePanel : undefined;
  const names = choices.filter((choice) => chosen.includes(choice.value)).map(({ label }) => label);
  return (
    <div className="field choice-group">
      <span className="choice-group__label" id={`${id}-label`}>
        {label}
      </span>
      <details
        className="choice-group__box"
        onToggle={(event) => {
          if (event.currentTarget.open) act(() => setOpened(true));
        }}
      >
        <summary id={id} aria-labelledby={`${id}-label ${id}`} className="choice-group__summary">
          {names.join(', ') || any}
        </summary>
        <noscript>{BuiltPanel && <BuiltPanel {...props} />}</noscript>
        {Panel && <Panel {...props} />}
      </details>
    </div>
  );
}
