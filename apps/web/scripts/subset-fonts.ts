/**
 * Writes the core font files (src/assets/fonts) and every `@font-face` of Inter (src/fonts.css)
 * from the @fontsource-variable packages: scripts/fonts/core-fonts.ts. Run after upgrading those
 * packages or changing the core range: pnpm --filter @forma/web generate:fonts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CORE_FONTS, fontsCss, subsetCoreFont } from './fonts/core-fonts';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

for (const font of CORE_FONTS) {
  const bytes = await subsetCoreFont(font);
  writeFileSync(src(`assets/fonts/${font.output}`), bytes);
  console.log(`${font.output}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
writeFileSync(src('fonts.css'), fontsCss());
console.log('fonts.css');
