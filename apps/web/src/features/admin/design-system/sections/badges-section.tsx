import { Badge, Spinner } from '@forma/ui';
import { ReadStatus } from '../../components/read-status';
import { Sample } from '../ds-section';

const VARIANTS = ['default', 'purple', 'blue', 'cyan', 'success', 'destructive'] as const;

/** The kit's Badge variants, the inbox's read status and the Spinner. */
export function BadgesSection() {
  return (
    <>
      <Sample title="Badge variants">
        {VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant[0]!.toUpperCase() + variant.slice(1)}
          </Badge>
        ))}
      </Sample>
      <Sample title="Read status (contact inbox)">
        <ReadStatus isRead={false} />
        <ReadStatus isRead />
      </Sample>
      <Sample title="Spinner">
        <Spinner className="size-4" label="Saving changes" />
        <Spinner label="Sending the message" />
        <Spinner className="size-8 text-violet-300" label="Processing the pattern" />
      </Sample>
    </>
  );
}
