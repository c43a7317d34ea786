/** The blurred low-resolution stand-in painted under the hero still until it has loaded. */
export const HERO_PLACEHOLDER_SRC = '/assets/hero/hero-placeholder.webp';
