import { DEMO_ASSETS, type DemoTestimonial } from './types';

const avatar = (n: number) => `${DEMO_ASSETS}/testimonials/${n}.webp`;

/** Demo testimonials; two have no image so the avatar placeholder shows. */
export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'Hannah Whitfield',
    role: 'Head of Product',
    company: 'Lumen Health',
    quote:
      'We had a designer embedded in our team within a week. Our patient app went from a prototype to the App Store in two months, and our ratings jumped from 3.9 to 4.8.',
    imageUrl: avatar(1),
    rating: 5,
    featured: true,
  },
  {
    name: 'Daniel Osei',
    role: 'CEO & Co-founder',
    company: 'Northwind Robotics',
    quote:
      'Forma found us a brand designer who understood deep tech without a long explanation. The new identity landed us better candidates and a warmer Series A process.',
    imageUrl: avatar(2),
    rating: 5,
    featured: true,
  },
  {
    name: 'Mei Lin',
    role: 'VP Design',
    company: 'Parcel Labs',
    quote:
      'The design systems lead we hired through Forma paid for himself in a quarter. Our engineers ship UI faster and we finally have one source of truth.',
    rating: 4,
  },
  {
    name: 'Rahul Mehta',
    role: 'CTO',
    company: 'Ledgerly',
    quote:
      'Vetting is real here. Every designer we interviewed had shipped fintech products at scale, which made choosing the hard part.',
    imageUrl: avatar(3),
    rating: 5,
  },
  {
    name: 'Elena Petrova',
    role: 'Founder',
    company: 'Verdant Climate',
    quote:
      'From the first call to a finished brand in six weeks. Flexible scope meant we could add a launch film halfway through without renegotiating anything.',
    imageUrl: avatar(4),
    rating: 5,
    featured: true,
  },
  {
    name: 'Marcus Johnson',
    role: 'Product Lead',
    company: 'Quanta AI',
    quote:
      'Our new marketing site doubled sign-ups for the developer beta. The process was smooth, and the designer challenged our assumptions in all the right ways.',
    rating: 4,
  },
];
