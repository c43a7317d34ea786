import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

/**
 * The component of each island (island-names.ts), each loaded on its own when the browser
 * hydrates that island (landing-client.tsx); the server renders the same components
 * (landing-page.tsx). Islands take no props: their data is in the query cache the page seeds.
 */
export const ISLANDS: Record<IslandName, () => Promise<ComponentType>> = {
  header: () => import('../header/header').then((m) => m.Header),
  hero: () => import('../hero/hero').then((m) => m.Hero),
  platformModel: () =>
    import('../sections/platform-model/platform-model').then((m) => m.PlatformModel),
  about: () => import('../sections/about/about').then((m) => m.About),
  partners: () => import('../sections/partners/partners').then((m) => m.Partners),
  projects: () => import('../sections/projects/projects-showcase').then((m) => m.ProjectsShowcase),
  aiSection: () => import('../sections/ai-section/ai-section').then((m) => m.AiSection),
  testimonials: () => import('../sections/testimonials/testimonials').then((m) => m.Testimonials),
  contact: () => import('../contact/contact-section').then((m) => m.ContactSection),
  footer: () => import('../footer/footer').then((m) => m.Footer),
};
