import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/** Props FormField hands to its control so label, hint and error are wired for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Error text shown under the control; sets aria-invalid on it. */
  error?: string;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
  /** Hide the label visually (still announced). */
  hideLabel?: boolean;
  /** One control element (cloned with the wiring props) or a render function receiving them. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/** Label + control + hint + error text under the field, with aria-describedby/aria-invalid. */
export function FormField({
  label,
  error,
  hint,
  id,
  className,
  hideLabel,
  children,
}: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  let rendered: ReactNode;
  if (typeof children === 'function') rendered = children(control);
  else if (isValidElement(children)) rendered = cloneElement(children, control);
  else rendered = children;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={controlId} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {rendered}
      {hint && (
        <p id={hintId} className="text-xs text-white/50">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
