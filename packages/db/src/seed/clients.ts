import { DEMO_ASSETS, type DemoClient } from './types';

const logo = (slug: string) => `${DEMO_ASSETS}/clients/${slug}.svg`;

/** Demo clients (venture firms and startups); three have no logo, so their name shows as text. */
export const demoClients: DemoClient[] = [
  {
    slug: 'lattice-ventures',
    name: 'Lattice Ventures',
    logoUrl: logo('lattice-ventures'),
    featured: true,
  },
  {
    slug: 'northbeam-capital',
    name: 'Northbeam Capital',
    logoUrl: logo('northbeam-capital'),
    featured: true,
  },
  { slug: 'helix-labs', name: 'Helix Labs', logoUrl: logo('helix-labs'), featured: true },
  { slug: 'ledgerly', name: 'Ledgerly', logoUrl: logo('ledgerly') },
  { slug: 'verdant', name: 'Verdant', logoUrl: logo('verdant'), featured: true },
  { slug: 'quanta-ai', name: 'Quanta AI', logoUrl: logo('quanta-ai') },
  { slug: 'parcel', name: 'Parcel', logoUrl: logo('parcel') },
  { slug: 'summit-peak-partners', name: 'Summit Peak Partners' },
  { slug: 'orbital-health', name: 'Orbital Health' },
  { slug: 'kinfolk-ventures', name: 'Kinfolk Ventures' },
];
