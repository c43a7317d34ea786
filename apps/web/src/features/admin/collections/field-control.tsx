import { FormField, Input, Select, Switch, Textarea } from '@forma/ui';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { UploadField } from '../components/upload-field';
import { useCanEdit } from '../lib/roles';
import { TagsInput } from './tags-input';
import type { FieldSpec } from './types';

/** The upload kinds of the media widgets. */
const UPLOAD_ACCEPT = { image: 'image', video: 'video', media: 'media', svg: 'svg' } as const;

/**
 * One form field of a collection (label, control, hint, error under the field) rendered from its
 * `FieldSpec`, bound to react-hook-form by name. Number fields hold numbers (null when empty and
 * `nullable`), switches booleans, tags string arrays, everything else strings. For a viewer
 * (issue 44 item 3) the hints, which say how to edit, are left out, and tags have no remove
 * buttons or input.
 */
export function FieldControl({
  spec,
  control,
  error,
  idPrefix = 'field',
}: {
  spec: FieldSpec;
  control: Control<FieldValues>;
  error?: string | undefined;
  idPrefix?: string;
}) {
  const id = `${idPrefix}-${spec.name.replace(/\./g, '-')}`;
  const canEdit = useCanEdit();
  const hint = canEdit ? spec.hint : undefined;
  return (
    <Controller
      name={spec.name}
      control={control}
      render={({ field }) => {
        if (spec.widget === 'switch')
          return (
            <div className="flex flex-col gap-2">
              <div className="flex min-h-12 items-center gap-3">
                <Switch
                  id={id}
                  checked={Boolean(field.value)}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby={hint ? `${id}-hint` : undefined}
                />
                <label htmlFor={id} className="cursor-pointer text-sm font-medium text-white/85">
                  {spec.label}
                </label>
              </div>
              {hint && (
                <p id={`${id}-hint`} className="text-xs text-white/50">
                  {hint}
                </p>
              )}
              {error && (
                <p role="alert" className="text-[13px] font-medium text-red-300">
                  {error}
                </p>
              )}
            </div>
          );
        return (
          <FormField id={id} label={spec.label} hint={hint} error={error}>
            {(wiring) => {
              const text = typeof field.value === 'string' ? field.value : '';
              switch (spec.widget) {
                case 'textarea':
                  return (
                    <Textarea
                      {...wiring}
                      name={field.name}
                      ref={field.ref}
                      value={text}
                      rows={4}
                      placeholder={spec.placeholder}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  );
                case 'number':
                  return (
                    <Input
                      {...wiring}
                      type="number"
                      inputMode="decimal"
                      name={field.name}
                      ref={field.ref}
                      min={spec.min}
                      max={spec.max}
                      step={spec.step ?? 1}
                      placeholder={spec.placeholder}
                      value={
                        field.value === null || field.value === undefined ? '' : String(field.value)
                      }
                      onChange={(event) => {
                        const raw = event.target.value;
                        field.onChange(raw === '' ? (spec.nullable ? null : '') : Number(raw));
                      }}
                      onBlur={field.onBlur}
                    />
                  );
                case 'select':
                  return (
                    <Select
                      {...wiring}
                      name={field.name}
                      ref={field.ref}
                      value={
                        field.value === null || field.value === undefined ? '' : String(field.value)
                      }
                      onChange={(event) => {
                        const raw = event.target.value;
                        field.onChange(typeof field.value === 'number' ? Number(raw) : raw);
                      }}
                      onBlur={field.onBlur}
                    >
                      {spec.options?.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Select>
                  );
                case 'tags':
                  return (
                    <TagsInput
                      id={wiring.id}
                      describedBy={wiring['aria-describedby']}
                      invalid={Boolean(wiring['aria-invalid'])}
                      value={Array.isArray(field.value) ? (field.value as string[]) : []}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      readOnly={!canEdit}
                    />
                  );
                case 'image':
                case 'video':
                case 'media':
                case 'svg':
                  return (
                    <UploadField
                      id={wiring.id}
                      value={text}
                      onChange={field.onChange}
                      accept={spec.accept ?? UPLOAD_ACCEPT[spec.widget]}
                      invalid={Boolean(wiring['aria-invalid'])}
                      describedBy={wiring['aria-describedby']}
                    />
                  );
                case 'color':
                  return (
                    <div className="flex items-center gap-3">
                      <input
                        type="color"
                        aria-label={`${spec.label} picker`}
                        value={
                          /^#[0-9a-f]{6}$/i.test(text)
                            ? text
                            : /^#[0-9a-f]{6}$/i.test(spec.placeholder ?? '')
                              ? spec.placeholder
                              : '#ffffff'
                        }
                        onChange={field.onChange}
                        className="h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-white/10 bg-white/[0.04] p-1"
                      />
                      <Input
                        {...wiring}
                        name={field.name}
                        ref={field.ref}
                        value={text}
                        placeholder={spec.placeholder ?? '#8b5cf6'}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    </div>
                  );
                default:
                  return (
                    <Input
                      {...wiring}
                      type={spec.widget === 'url' ? 'url' : 'text'}
                      inputMode={spec.widget === 'url' ? 'url' : undefined}
                      name={field.name}
                      ref={field.ref}
                      value={text}
                      placeholder={spec.placeholder}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  );
              }
            }}
          </FormField>
        );
      }}
    />
  );
}
