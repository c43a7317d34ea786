import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { CollectionRow } from '../collections/types';

/** Keyboard step of the focal point, a share of the image (Shift: ten times as far). */
const STEP = 0.02;
/** `n` within 0..1, to a hundredth (a point finer than 1% of the image changes no crop). */
const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));

/**
 * A media file's image with its focal point (issue 19 item 2): a click or tap on the image, or the
 * arrow keys while it has focus, moves the point and sets the form's `focalX` / `focalY` (0..1
 * from the left and the top; saved with the form). Beside it, how the image is cropped to a
 * square and to a 4:5 card around that point. Videos and SVG files show no picker.
 */
export function FocalPointPicker({
  row,
  form,
}: {
  row: CollectionRow;
  form: UseFormReturn<FieldValues>;
}) {
  const [x = 0.5, y = 0.5] = useWatch({ control: form.control, name: ['focalX', 'focalY'] }) as [
    number | undefined,
    number | undefined,
  ];
  const url = String(row.url ?? '');
  if (row.kind !== 'image' || !url) return null;
  const set = (nextX: number, nextY: number) => {
    form.setValue('focalX', clamp(nextX), { shouldDirty: true, shouldValidate: true });
    form.setValue('focalY', clamp(nextY), { shouldDirty: true, shouldValidate: true });
  };
  const position = `${(x * 100).toFixed(1)}% ${(y * 100).toFixed(1)}%`;
  return (
    <section aria-labelledby="focal-title" className="mb-6 rounded-2xl border border-white/10 p-4">
      <h2 id="focal-title" className="text-sm font-medium text-white/85">
        Focal point
      </h2>
      <p id="focal-hint" className="mt-1 text-xs text-white/55">
        Click the part of the image that must stay in view when it is cropped, or focus the image
        and use the arrow keys. Save to apply it on the site.
      </p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          role="slider"
          tabIndex={0}
          aria-label="Focal point"
          aria-describedby="focal-hint"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(x * 100)}
          aria-valuetext={`${Math.round(x * 100)}% across, ${Math.round(y * 100)}% down`}
          className="relative w-full max-w-md cursor-crosshair overflow-hidden rounded-xl border border-white/10 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            set((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
          }}
          onKeyDown={(event) => {
            const step = event.shiftKey ? STEP * 10 : STEP;
            const moves: Record<string, [number, number]> = {
              ArrowLeft: [-step, 0],
              ArrowRight: [step, 0],
              ArrowUp: [0, -step],
              ArrowDown: [0, step],
            };
            const move = moves[event.key];
            if (!move) return;
            event.preventDefault();
            set(x + move[0], y + move[1]);
          }}
        >
          <img src={url} alt="" className="block h-auto w-full" draggable={false} />
          <span
            aria-hidden
            data-focal-marker
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
            style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
          />
        </div>
        <div className="flex gap-3" aria-label="Crops around the focal point">
          {[
            ['Square', 'aspect-square'],
            ['Card', 'aspect-[4/5]'],
          ].map(([label, aspect]) => (
            <figure key={label} className="w-24">
              <img
                src={url}
                alt=""
                className={`${aspect} w-full rounded-lg border border-white/10 object-cover`}
                style={{ objectPosition: position }}
              />
              <figcaption className="mt-1 text-center text-xs text-white/55">{label}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
