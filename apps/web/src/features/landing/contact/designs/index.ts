import type { ComponentType } from 'react';
import { GlassCardDesign } from './glass-card-design';
import { MinimalSplitDesign } from './minimal-split-design';
import { MultiStepDesign } from './multi-step-design';
import { NeumorphicDesign } from './neumorphic-design';
import { AnimatedMinimalDesign } from './animated-minimal-design';
import { CombinationDesign } from './combination-design';
import { ConversationalDesign } from './conversational-design';

/** The seven admin-selectable contact-form designs (SPEC 2 "Admin contact form explorer"). */
export type ContactDesignNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface ContactFormDesign {
  name: string;
  description: string;
  component: ComponentType;
}

export const CONTACT_FORM_DESIGNS: Record<ContactDesignNumber, ContactFormDesign> = {
  1: {
    name: 'Glassmorphism card',
    description:
      'One frosted glass card over soft colour light: call details and form side by side.',
    component: GlassCardDesign,
  },
  2: {
    name: 'Minimal split',
    description: 'Two calm columns: a large headline with contact details, underlined fields.',
    component: MinimalSplitDesign,
  },
  3: {
    name: 'Multi-step with progress',
    description:
      'About you, inquiry type, message, review: one step at a time with a progress bar.',
    component: MultiStepDesign,
  },
  4: {
    name: 'Neumorphic',
    description: 'Soft extruded surfaces and inset fields, in accessible contrast.',
    component: NeumorphicDesign,
  },
  5: {
    name: 'Minimalist with subtle animation',
    description: 'A single column with floating labels and a line that sweeps in on focus.',
    component: AnimatedMinimalDesign,
  },
  6: {
    name: 'Combination',
    description: 'Split layout, a glass form card and the floating-label motion together.',
    component: CombinationDesign,
  },
  7: {
    name: 'Conversational',
    description: 'A chat with Forma: one question at a time, answers as chat bubbles.',
    component: ConversationalDesign,
  },
};

export const CONTACT_DESIGN_NUMBERS = [
  1, 2, 3, 4, 5, 6, 7,
] as const satisfies ContactDesignNumber[];

export function isContactDesignNumber(value: unknown): value is ContactDesignNumber {
  return typeof value === 'number' && (CONTACT_DESIGN_NUMBERS as readonly number[]).includes(value);
}
