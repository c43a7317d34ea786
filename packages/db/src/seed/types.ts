import type {
  clientInput,
  designerInput,
  designerWorkInput,
  testimonialInput,
} from '@forma/validators';

/** The input type (before defaults) of a zod schema, read through its Standard Schema types. */
type InputOf<S extends { '~standard': { types?: { input: unknown } | undefined } }> = NonNullable<
  S['~standard']['types']
>['input'];

/** A demo work: a designer work input without its designer id (set when seeding). */
export type DemoWork = Omit<InputOf<typeof designerWorkInput>, 'designerId'>;

/** A demo designer: a designer input plus a file-name slug and its works. */
export type DemoDesigner = InputOf<typeof designerInput> & { slug: string; works: DemoWork[] };

export type DemoTestimonial = InputOf<typeof testimonialInput>;

/** A demo client: a client input plus the slug of its logo file (when it has one). */
export type DemoClient = InputOf<typeof clientInput> & { slug: string };

/** Where the generated demo media lives under apps/web/public. */
export const DEMO_ASSETS = '/assets/demo';

/** A built-in file of the web app (`/assets/...`), as the media library records it. */
export interface BuiltInMedia {
  url: string;
  kind: 'image' | 'svg' | 'video';
  contentType: string;
  /** Size of the file, bytes. */
  bytes: number;
  /** Pixel size of an image or SVG; null for a video. */
  width: number | null;
  height: number | null;
}
