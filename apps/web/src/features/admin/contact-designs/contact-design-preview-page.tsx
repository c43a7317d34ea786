import { Button } from '@forma/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Save } from 'lucide-react';
import { ContactSectionView } from '../../landing/contact/contact-section';
import { CONTACT_FORM_DESIGNS, type ContactDesignNumber } from '../../landing/contact/designs';
import { PageHeader } from '../components/page-header';
import { designPreviewPath } from './contact-explorations-page';
import { useContactDesignChoice } from './use-contact-design-choice';

const linkClass =
  'inline-flex h-9 items-center gap-2 rounded-full border border-white/15 bg-white/[0.04] px-4 text-sm font-medium hover:bg-white/[0.08] focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

/**
 * /admin/contact-form-explorations/design{n} (SPEC 2: preview of each variant): design `design`
 * at full width as the landing page renders it (the real component, without the page's ids), a
 * way back to the explorer, the previous and next designs, and "Save this design" (SPEC 8 toasts).
 */
export function ContactDesignPreviewPage({ design }: { design: ContactDesignNumber }) {
  const choice = useContactDesignChoice();
  const { name, description } = CONTACT_FORM_DESIGNS[design];
  const prev = (design === 1 ? 7 : design - 1) as ContactDesignNumber;
  const next = (design === 7 ? 1 : design + 1) as ContactDesignNumber;
  return (
    <>
      <PageHeader
        eyebrow="Contact form designs"
        title={`Design ${design}: ${name}`}
        description={description}
        actions={
          <Button
            size="sm"
            onClick={() => choice.save(design)}
            loading={choice.saving}
            disabled={choice.saving || choice.saved === design}
          >
            {!choice.saving && <Save aria-hidden />}
            {choice.saved === design ? 'Saved design' : 'Save this design'}
          </Button>
        }
      />
      <nav aria-label="Contact form designs" className="mb-6 flex flex-wrap gap-2">
        <Link to="/admin/contact-form-explorations" className={linkClass}>
          <ArrowLeft className="size-4" aria-hidden />
          All designs
        </Link>
        <Link to={designPreviewPath(prev)} className={linkClass}>
          Previous: Design {prev}
        </Link>
        <Link to={designPreviewPath(next)} className={linkClass}>
          Next: Design {next}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </nav>
      <div className="overflow-hidden rounded-2xl border border-white/10">
        <ContactSectionView design={design} preview />
      </div>
    </>
  );
}
