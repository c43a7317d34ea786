import { cn } from '@forma/ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useSectionLayouts, variantClass } from '../../server-layout';

/** A section's two layouts: the wide one (768 px and wider, SPEC 9) and the phone one. */
export type SectionVariant = 'desktop' | 'mobile';

const VARIANTS: readonly SectionVariant[] = ['desktop', 'mobile'];

/** The id of a variant's `<section>`: `id` for the wide one, `{id}-mobile` for the phone one. */
export const variantId = (id: string, variant: SectionVariant) =>
  variant === 'desktop' ? id : `${id}-mobile`;

/**
 * A landing section with a wide and a phone variant (issue 18, speed), as two `<section>`s:
 * `#{id}` and `#{id}-mobile`, each labelled by its `{id}-title` / `{id}-mobile-title` heading and
 * shown at its widths by variantClass. Each holds `children(variant)` only when
 * useSectionLayouts renders that variant (the server renders the device's one; once hydrated,
 * the window's); the other stays, empty, as the anchor of its id. `className` (one for both, or
 * per variant) and the other attributes go on both sections.
 */
export function VariantSections({
  id,
  className,
  children,
  ...attributes
}: Omit<ComponentPropsWithoutRef<'section'>, 'id' | 'className' | 'children'> & {
  id: string;
  className: string | ((variant: SectionVariant) => string);
  children: (variant: SectionVariant) => ReactNode;
}) {
  const layouts = useSectionLayouts();
  return (
    <>
      {VARIANTS.map((variant) => (
        <section
          key={variant}
          {...attributes}
          id={variantId(id, variant)}
          aria-labelledby={`${variantId(id, variant)}-title`}
          className={cn(
            typeof className === 'function' ? className(variant) : className,
            variantClass(layouts, variant),
          )}
        >
          {layouts[variant] ? children(variant) : null}
        </section>
      ))}
    </>
  );
}
