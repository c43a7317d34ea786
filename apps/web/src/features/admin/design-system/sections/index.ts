import type { ComponentType } from 'react';
import type { PreviewTheme } from '../../../../lib/preview-theme';
import { BadgesSection } from './badges-section';
import { ButtonsSection } from './buttons-section';
import { CardsSection } from './cards-section';
import { DialogsSection } from './dialogs-section';
import { SelectsSection } from './selects-section';
import { StatesSection } from './states-section';
import { TableSection } from './table-section';
import { TabsSection } from './tabs-section';
import { TextFieldsSection } from './text-fields-section';
import { ToastsSection } from './toasts-section';
import { TogglesSection } from './toggles-section';

/** One section of the page: its anchor id, heading, one-line description and samples. */
export interface DesignSystemSection {
  id: string;
  title: string;
  description: string;
  Samples: ComponentType<{ theme: PreviewTheme }>;
}

/** The page's sections in order; the table of contents is built from the same list. */
export const DESIGN_SYSTEM_SECTIONS: readonly DesignSystemSection[] = [
  {
    id: 'buttons',
    title: 'Buttons',
    description: 'Four variants and four sizes, with icons, disabled and loading.',
    Samples: ButtonsSection,
  },
  {
    id: 'badges',
    title: 'Badges and spinners',
    description: 'Pill labels for status and tags, and the spinner of busy states.',
    Samples: BadgesSection,
  },
  {
    id: 'text-fields',
    title: 'Text fields',
    description:
      'Inputs and textareas in a form field: label, hint, the error under the field (fix it to see it go), disabled.',
    Samples: TextFieldsSection,
  },
  {
    id: 'selects',
    title: 'Selects',
    description: 'The native select in the kit’s style, with a hint, an error and disabled.',
    Samples: SelectsSection,
  },
  {
    id: 'switches',
    title: 'Switches and checkboxes',
    description: 'On/off settings and row selection; Space toggles them from the keyboard.',
    Samples: TogglesSection,
  },
  {
    id: 'tabs',
    title: 'Tabs',
    description: 'A segmented row of tabs; the arrow keys move between them.',
    Samples: TabsSection,
  },
  {
    id: 'toasts',
    title: 'Toasts',
    description:
      'The app’s notices, one at a time, at the bottom right (across the bottom on a phone), over the whole console (so in its dark look) and above a form’s save bar. They close after 5 seconds; F8 focuses them.',
    Samples: ToastsSection,
  },
  {
    id: 'dialogs',
    title: 'Dialogs',
    description:
      'A slide-out sheet and the confirm dialog. Escape closes them and focus goes back.',
    Samples: DialogsSection,
  },
  {
    id: 'cards',
    title: 'Cards',
    description: 'The glass surface that groups content on every screen.',
    Samples: CardsSection,
  },
  {
    id: 'table',
    title: 'Table',
    description: 'How the collection lists show rows, over eleven sample designers.',
    Samples: TableSection,
  },
  {
    id: 'states',
    title: 'Empty, loading and error states',
    description:
      'What a screen shows before its data is there, when there is none, and when it fails.',
    Samples: StatesSection,
  },
];
