import { Suspense } from 'react';
import { useAiSection, useContent, useSetting } from '../../data';
import { AI_STYLES } from './ai-styles';
import { DefaultAiStyle } from './default-style';

const TITLE_ID = 'ai-section-title';

/**
 * AI design tools (`#ai-section`), hidden when aiSectionEnabled is 'false'. The
 * selectedAiDesignStyle setting picks one of 7 lazily loaded styles (1-7); 0, missing or invalid
 * shows the default component. `data-ai-style` records the style shown.
 */
export function AiSection() {
  const { enabled, style } = useAiSection();
  // Same queries as useAiSection: wait for them so the default does not flash before a style.
  const enabledLoading = useSetting('aiSectionEnabled').isLoading;
  const styleLoading = useSetting('selectedAiDesignStyle').isLoading;
  const loading = enabledLoading || styleLoading;
  const { content } = useContent('aiDesignTools');
  if (!enabled) return null;

  const View = AI_STYLES[style]?.View;
  const props = { content, titleId: TITLE_ID };
  return (
    <section
      id="ai-section"
      aria-labelledby={TITLE_ID}
      aria-busy={loading || undefined}
      data-ai-style={style}
      data-section-theme="dark"
      className="relative overflow-hidden bg-ink text-white"
    >
      {loading ? (
        <Placeholder />
      ) : View ? (
        <Suspense fallback={<Placeholder />}>
          <View {...props} />
        </Suspense>
      ) : (
        <DefaultAiStyle {...props} />
      )}
    </section>
  );
}

function Placeholder() {
  return <div aria-hidden className="min-h-[70vh]" />;
}
