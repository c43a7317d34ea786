import { Button, Card, cn } from '@forma/ui';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { FieldControl } from '../collections/field-control';
import type { BlockField } from './block-fields';
import { itemValues } from './block-values';

type ListField = Extract<BlockField, { kind: 'list' }>;

/** "Cards" -> "card", "Services" -> "service". */
const singular = (label: string) => label.replace(/s$/i, '').toLowerCase();

/**
 * A repeatable list of a content block (credibility cards, services, projects): each item's
 * fields from the schema, with Move up / Move down / Remove buttons (keyboard friendly, announced
 * by their labels) and an Add button up to the schema's maximum. An empty list falls back to the
 * built-in items on the site, which the note says.
 */
export function BlockListField({
  field,
  control,
  defaults,
  errorOf,
}: {
  field: ListField;
  control: Control<FieldValues>;
  /** The built-in items: their texts are the placeholders of the same position. */
  defaults: readonly Record<string, unknown>[];
  errorOf: (name: string) => string | undefined;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: field.name });
  const items = (useWatch({ control, name: field.name }) ?? []) as Record<string, unknown>[];
  const noun = singular(field.label);
  const headingId = `list-${field.name}`;
  const listError = errorOf(field.name);
  // A list of single texts (services) shows each item as one row: field and buttons side by side.
  const compact = field.item.length === 1;
  const actions = (index: number, name: string) => (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={index === fields.length - 1}
        onClick={() => move(index, index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Remove ${name}`}
        onClick={() => remove(index)}
      >
        <Trash2 aria-hidden />
      </Button>
    </>
  );

  return (
    <section aria-labelledby={headingId} className="md:col-span-2">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-white/85">
          {field.label}{' '}
          <span className="font-normal text-white/60">
            ({fields.length} of at most {field.max})
          </span>
        </h3>
        {fields.length === 0 && (
          <p className="text-xs text-white/60">
            Empty: the site shows the {defaults.length} built-in {noun}s.
          </p>
        )}
      </div>
      {listError && (
        <p role="alert" className="mb-3 text-[13px] font-medium text-red-300">
          {listError}
        </p>
      )}
      <ol className={compact ? 'space-y-2' : 'space-y-4'}>
        {fields.map((row, index) => {
          const title = field.titleField ? String(items[index]?.[field.titleField] ?? '') : '';
          const name = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
          const fallback = defaults[index] ?? {};
          return (
            <li key={row.id}>
              <Card
                className={cn('p-4 sm:p-5', compact && 'flex items-end gap-2 py-3 sm:py-3')}
                aria-label={title ? `${name}: ${title}` : name}
              >
                {!compact && (
                  <div className="mb-4 flex flex-wrap items-center gap-2">
                    <p className="mr-auto truncate text-sm font-medium text-white/80">
                      {name}
                      {title && <span className="text-white/60">: {title}</span>}
                    </p>
                    {actions(index, name)}
                  </div>
                )}
                <div
                  className={cn(
                    'grid gap-4 md:grid-cols-2',
                    compact && 'min-w-0 flex-1 md:grid-cols-1',
                  )}
                >
                  {field.item.map((spec) => {
                    const placeholder = fallback[spec.name];
                    return (
                      <div key={spec.name} className={spec.wide ? 'md:col-span-2' : undefined}>
                        <FieldControl
                          spec={{
                            ...spec,
                            name: `${field.name}.${index}.${spec.name}`,
                            ...(compact && { label: name }),
                            ...(typeof placeholder === 'string' && { placeholder }),
                          }}
                          control={control}
                          error={errorOf(`${field.name}.${index}.${spec.name}`)}
                          idPrefix={`item-${row.id}`}
                        />
                      </div>
                    );
                  })}
                </div>
                {compact && <div className="flex shrink-0 pb-1">{actions(index, name)}</div>}
              </Card>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className="mt-4"
        disabled={fields.length >= field.max}
        onClick={() => append(itemValues(field, {}))}
      >
        <Plus aria-hidden />
        Add {noun}
      </Button>
    </section>
  );
}
