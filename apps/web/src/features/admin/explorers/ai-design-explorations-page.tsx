import { CONTENT_DEFAULTS, readAiStyle } from '@forma/validators/values';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { contentQuery, mergeContent } from '../../landing/data';
import type { AiContent } from '../../landing/sections/ai-section/ai-content';
import { AI_STYLES } from '../../landing/sections/ai-section/ai-styles';
import { DefaultAiStyle } from '../../landing/sections/ai-section/default-style';
import { PreviewSkeleton, SectionExplorer, type StyleChoice } from './section-explorer';

/** A stored AI style as text: '0' (the default component) to '7'. */
type AiStyleValue = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** The AI section's styles (SPEC 4): 0 is the default component, 1-7 the lazily loaded styles. */
const AI_STYLE_CHOICES: readonly StyleChoice<AiStyleValue>[] = [
  {
    value: '0',
    label: 'Style 0 · Glass cards',
    description: 'The section header, three glass cards and the call to action.',
  },
  {
    value: '1',
    label: 'Style 1 · Neural network',
    description: 'A living neural network drawn on a canvas behind the content.',
  },
  {
    value: '2',
    label: 'Style 2 · Bento',
    description: 'A bento grid: the headline tile plus one illustrated tile per card.',
  },
  {
    value: '3',
    label: 'Style 3 · Terminal',
    description: 'A prompt typed into a terminal, the workflow steps answering line by line.',
  },
  {
    value: '4',
    label: 'Style 4 · Before / after',
    description: 'The copy beside a before/after comparison with a movable handle.',
  },
  {
    value: '5',
    label: 'Style 5 · Orbit',
    description: 'Glass cards floating around a glowing core, satellites orbiting it.',
  },
  {
    value: '6',
    label: 'Style 6 · Timeline',
    description:
      "The AI-assisted workflow as a timeline, from the brief to the designer's sign-off.",
  },
  {
    value: '7',
    label: 'Style 7 · Gradient mesh',
    description: 'A hero over a slowly moving gradient mesh, the three cards as a stats row.',
  },
];

/** SPEC 4 reader as a choice value: '1'-'7', anything else '0'. */
const readAiStyleValue = (value: string | null | undefined) =>
  String(readAiStyle(value)) as AiStyleValue;

/**
 * /admin/ai-design-explorations (issue 8 item 5): the AI design tools section's style 0-7
 * (`selectedAiDesignStyle`) and visibility (`aiSectionEnabled`), previewed with the stored
 * aiDesignTools content by the landing page's own components.
 */
export function AiDesignExplorationsPage() {
  const content = useQuery(contentQuery('aiDesignTools'));
  const merged = mergeContent(CONTENT_DEFAULTS.aiDesignTools, content.data?.content);
  return (
    <SectionExplorer
      title="AI section designs"
      description="Choose how the AI design tools section looks on the landing page, or hide it. Each preview uses the section's saved texts."
      settings={{
        section: 'AI section',
        styleKey: 'selectedAiDesignStyle',
        enabledKey: 'aiSectionEnabled',
        readStyle: readAiStyleValue,
      }}
      choices={AI_STYLE_CHOICES}
      defaultValue="0"
      enabledLabel="Show the AI section on the landing page"
      previewData={{
        isLoading: content.isPending,
        error: content.isError ? content.error : null,
        retry: () => void content.refetch(),
        retrying: content.isFetching,
        errorTitle:
          'Could not load the saved AI section texts; the preview shows the built-in ones.',
      }}
      renderPreview={(value) => <AiStylePreview style={Number(value)} content={merged} />}
      testId="ai-design"
    />
  );
}

/**
 * One AI style as `#ai-section` draws it on `/` (same frame, same style components), without the
 * landing page's ids.
 */
function AiStylePreview({ style, content }: { style: number; content: AiContent }) {
  const titleId = useId();
  const View = AI_STYLES[style]?.View;
  const props = { content, titleId };
  return (
    <section
      aria-labelledby={titleId}
      data-ai-style={style}
      className="relative overflow-hidden bg-ink text-white"
    >
      {View ? (
        <Suspense fallback={<PreviewSkeleton />}>
          <View {...props} />
        </Suspense>
      ) : (
        <DefaultAiStyle {...props} />
      )}
    </section>
  );
}
