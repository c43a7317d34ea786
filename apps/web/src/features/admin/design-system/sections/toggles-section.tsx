import { Label, Switch } from '@forma/ui';
import { useState } from 'react';
import { Sample } from '../ds-section';

/** One switch with its visible label. */
function LabelledSwitch({
  id,
  label,
  initial,
  disabled,
}: {
  id: string;
  label: string;
  initial: boolean;
  disabled?: boolean;
}) {
  const [checked, setChecked] = useState(initial);
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={setChecked} disabled={disabled} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/**
 * The kit's Switch (on, off, disabled) and the native checkbox the collection lists use for row
 * selection (the kit has no checkbox of its own).
 */
export function TogglesSection() {
  const [all, setAll] = useState<boolean[]>([true, false, false]);
  const some = all.some(Boolean) && !all.every(Boolean);
  const boxClass = 'size-4 cursor-pointer accent-violet-500 disabled:cursor-not-allowed';
  return (
    <>
      <Sample title="Switch" className="grid gap-4 sm:grid-cols-2">
        <LabelledSwitch id="ds-switch-on" label="AI section (on)" initial />
        <LabelledSwitch id="ds-switch-off" label="Projects showcase (off)" initial={false} />
        <LabelledSwitch id="ds-switch-on-disabled" label="Disabled, on" initial disabled />
        <LabelledSwitch
          id="ds-switch-off-disabled"
          label="Disabled, off"
          initial={false}
          disabled
        />
      </Sample>
      <Sample title="Checkbox (native)" className="flex-col items-start gap-3">
        <label className="flex items-center gap-3 text-sm font-medium text-white/85">
          <input
            type="checkbox"
            className={boxClass}
            checked={all.every(Boolean)}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            onChange={(event) => setAll(all.map(() => event.target.checked))}
          />
          Select all rows (mixed)
        </label>
        {['Ava Chen', 'Noah Patel', 'Mia Rossi'].map((name, i) => (
          <label key={name} className="ml-6 flex items-center gap-3 text-sm text-white/85">
            <input
              type="checkbox"
              className={boxClass}
              checked={all[i]}
              onChange={(event) =>
                setAll(all.map((value, j) => (j === i ? event.target.checked : value)))
              }
            />
            {name}
          </label>
        ))}
        <label className="flex items-center gap-3 text-sm text-white/85">
          <input type="checkbox" className={boxClass} checked disabled readOnly />
          Disabled, checked
        </label>
      </Sample>
    </>
  );
}
