import type { SettingKey } from '@forma/validators';
import { SETTING_KEYS } from '@forma/validators/settings';
import {
  DEFAULT_LANDING_DESIGNERS,
  DEFAULT_LANDING_PROJECTS,
  DEFAULT_LANDING_TESTIMONIALS,
  LANDING_COUNTS,
  PROJECTS_STYLES,
} from '@forma/validators/settings-values';

/** One choice of a setting's control: the stored text value and what the admin reads. */
export interface SettingOption {
  value: string;
  label: string;
}

/** How the settings screen shows and edits one known key (SPEC 3 keys, SPEC 4 behaviour). */
export interface SettingDefinition {
  key: SettingKey;
  label: string;
  description: string;
  control: 'select' | 'switch';
  /** Select choices; a switch stores 'true' / 'false'. */
  options: readonly SettingOption[];
  /**
   * The value the control shows while the key is not set: the site's default behaviour. An empty
   * string is "no value" (contact design's built-in form), which saving turns into an unset.
   */
  defaultValue: string;
  /** The default behaviour in words ("Not set (default: …)"). */
  defaultLabel: string;
}

const onOff: readonly SettingOption[] = [
  { value: 'true', label: 'On' },
  { value: 'false', label: 'Off' },
];

const PROJECTS_STYLE_LABELS: Record<(typeof PROJECTS_STYLES)[number], string> = {
  shader: 'Shader',
  arc: 'Arc',
  fullbleed: 'Full bleed',
  holo: 'Holo',
  'advanced-holo': 'Advanced holo',
};

const numbered = (from: number, prefix: string) =>
  Array.from({ length: 8 - from }, (_, i) => ({
    value: String(from + i),
    label: `${prefix} ${from + i}`,
  }));

const counted = (noun: string) =>
  LANDING_COUNTS.map((value) => ({ value, label: `${value} ${noun}` }));

const DEFINITIONS: Record<SettingKey, Omit<SettingDefinition, 'key'>> = {
  selectedContactFormDesign: {
    label: 'Contact form design',
    description: 'Which of the seven contact form designs the landing page shows.',
    control: 'select',
    options: [{ value: '', label: 'Default form' }, ...numbered(1, 'Design')],
    defaultValue: '',
    defaultLabel: 'Default form',
  },
  selectedProjectsStyle: {
    label: 'Projects style',
    description: 'How the projects showcase is drawn.',
    control: 'select',
    options: PROJECTS_STYLES.map((value) => ({ value, label: PROJECTS_STYLE_LABELS[value] })),
    defaultValue: 'shader',
    defaultLabel: 'Shader',
  },
  projectsSectionEnabled: {
    label: 'Projects section',
    description: 'Shows the projects showcase on the landing page.',
    control: 'switch',
    options: onOff,
    defaultValue: 'true',
    defaultLabel: 'On',
  },
  selectedAiDesignStyle: {
    label: 'AI section style',
    description: 'Which of the seven AI design tools layouts is shown; 0 is the default one.',
    control: 'select',
    options: [{ value: '0', label: 'Default (0)' }, ...numbered(1, 'Style')],
    defaultValue: '0',
    defaultLabel: 'Default (0)',
  },
  aiSectionEnabled: {
    label: 'AI section',
    description: 'Shows the AI design tools section on the landing page.',
    control: 'switch',
    options: onOff,
    defaultValue: 'true',
    defaultLabel: 'On',
  },
  landingDesignerCount: {
    label: 'Designers on the landing page',
    description: 'How many designers the designers section shows: featured first, then the order.',
    control: 'select',
    options: counted('designers'),
    defaultValue: String(DEFAULT_LANDING_DESIGNERS),
    defaultLabel: `${DEFAULT_LANDING_DESIGNERS} designers`,
  },
  landingProjectCount: {
    label: 'Projects on the landing page',
    description: 'How many projects the projects showcase shows: featured first, then the order.',
    control: 'select',
    options: counted('projects'),
    defaultValue: String(DEFAULT_LANDING_PROJECTS),
    defaultLabel: `${DEFAULT_LANDING_PROJECTS} projects`,
  },
  landingTestimonialCount: {
    label: 'Testimonials on the landing page',
    description: 'How many testimonials the testimonials section rotates through: featured first.',
    control: 'select',
    options: counted('testimonials'),
    defaultValue: String(DEFAULT_LANDING_TESTIMONIALS),
    defaultLabel: `${DEFAULT_LANDING_TESTIMONIALS} testimonials`,
  },
};

/** Every known setting (SETTING_KEYS order) with its control, choices and default. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = SETTING_KEYS.map((key) => ({
  key,
  ...DEFINITIONS[key],
}));

/** The admin's words for a stored value ("Design 3", "Off"); unknown values as they are. */
export function settingValueLabel(definition: SettingDefinition, value: string): string {
  return definition.options.find((o) => o.value === value)?.label ?? value;
}
