/** A sample row of the design system's table (no real data is read or written). */
export interface SampleDesigner {
  id: number;
  name: string;
  specialty: string;
  available: boolean;
  rate: number;
}

/** Eleven sample designers: enough for three pages of four. */
export const SAMPLE_DESIGNERS: readonly SampleDesigner[] = [
  { id: 1, name: 'Ava Chen', specialty: 'Product Design', available: true, rate: 95 },
  { id: 2, name: 'Noah Patel', specialty: 'Brand Identity', available: false, rate: 80 },
  { id: 3, name: 'Mia Rossi', specialty: 'Motion Design', available: true, rate: 110 },
  { id: 4, name: 'Liam Okafor', specialty: 'Design Systems', available: true, rate: 120 },
  { id: 5, name: 'Sofia Lindqvist', specialty: 'UX/UI Design', available: false, rate: 90 },
  { id: 6, name: 'Kenji Watanabe', specialty: 'Interaction Design', available: true, rate: 105 },
  { id: 7, name: 'Zara Haddad', specialty: 'Product Design', available: true, rate: 100 },
  { id: 8, name: 'Lucas Moreau', specialty: 'Brand Identity', available: false, rate: 85 },
  { id: 9, name: 'Amara Nwosu', specialty: 'UX/UI Design', available: true, rate: 95 },
  { id: 10, name: 'Elias Becker', specialty: 'Motion Design', available: true, rate: 115 },
  { id: 11, name: 'Isla Murphy', specialty: 'Design Systems', available: false, rate: 125 },
];
