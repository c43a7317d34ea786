/** How a designer work's media is laid out (SPEC 3 projects): its orientation. */
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
/** How a designer work's media fills its frame (SPEC 3 projects). */
export const FIT_MODES = ['crop', 'contain', 'cover', 'fill'] as const;
