import { Button } from '@forma/ui';
import { Plus, Settings, Trash2 } from 'lucide-react';
import { Sample } from '../ds-section';

const VARIANTS = ['primary', 'secondary', 'ghost', 'destructive'] as const;
const label = (variant: string) => variant[0]!.toUpperCase() + variant.slice(1);

/** The kit's Button: every variant and size, with icons, disabled and loading. */
export function ButtonsSection() {
  return (
    <>
      <Sample title="Variants">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {label(variant)}
          </Button>
        ))}
      </Sample>
      <Sample title="Sizes">
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <Button size="icon" variant="secondary" aria-label="Settings (icon button)">
          <Settings aria-hidden />
        </Button>
      </Sample>
      <Sample title="With an icon">
        <Button>
          <Plus aria-hidden />
          New designer
        </Button>
        <Button variant="secondary" size="sm">
          <Plus aria-hidden />
          Add work
        </Button>
        <Button variant="destructive" size="sm">
          <Trash2 aria-hidden />
          Delete
        </Button>
      </Sample>
      <Sample title="Disabled">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} disabled>
            {label(variant)}
          </Button>
        ))}
      </Sample>
      <Sample title="Loading (busy, not clickable)">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} loading>
            Saving...
          </Button>
        ))}
      </Sample>
    </>
  );
}
