import { FormField, Select } from '@forma/ui';
import { useState } from 'react';
import { Sample } from '../ds-section';

const ROLES = ['Product designer', 'Brand designer', 'Motion designer'];

/** The kit's Select (native, styled): default, with a hint, with an error, disabled. */
export function SelectsSection() {
  const [role, setRole] = useState('');
  return (
    <Sample title="Select" className="grid items-start gap-6 sm:grid-cols-2">
      <FormField label="Blend mode">
        <Select defaultValue="multiply">
          <option value="normal">Normal</option>
          <option value="multiply">Multiply</option>
          <option value="screen">Screen</option>
          <option value="overlay">Overlay</option>
        </Select>
      </FormField>
      <FormField label="Colour theme" hint="Picks the card's icon on the landing page.">
        <Select defaultValue="purple">
          <option value="purple">Purple</option>
          <option value="blue">Blue</option>
          <option value="cyan">Cyan</option>
        </Select>
      </FormField>
      <FormField label="Role" id="ds-role" error={role ? undefined : 'Choose the designer’s role'}>
        <Select value={role} onChange={(event) => setRole(event.target.value)}>
          <option value="">Choose a role…</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Status (disabled)">
        <Select defaultValue="ready" disabled>
          <option value="ready">Ready</option>
          <option value="processing">Processing</option>
        </Select>
      </FormField>
    </Sample>
  );
}
