declare module 'virtual:forma/hydration-preloads' {
  /** Public paths of the hydration code's chunks (build-plugins.ts `hydrationPreloads`). */
  const paths: readonly string[];
  export default paths;
}
