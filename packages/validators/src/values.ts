/**
 * `@forma/validators/values`: the constants, built-in content and lenient readers that need no
 * zod, for code that must not load the schemas (the landing page's first render). Everything
 * here is also exported by the package root.
 */
export * from './analytics-values';
export * from './contact-values';
export * from './content-defaults';
export * from './settings-values';
export * from './work-values';
