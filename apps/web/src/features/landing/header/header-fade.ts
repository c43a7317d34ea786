/** Header fade-in fallback when the logo never reports loading (SPEC 4), ms. */
export const HEADER_FADE_FALLBACK_MS = 500;
