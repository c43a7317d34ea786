import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { settingQuery } from '../data';
import type { IslandName } from './island-names';

/** The stored value of the setting `key` in the page's seeded query cache (null: not set). */
const seededSetting = (client: QueryClient, key: Parameters<typeof settingQuery>[0]) =>
  client.getQueryData(settingQuery(key).queryKey) ?? null;

/**
 * The component of each island (island-names.ts), each loaded on its own when the browser
 * hydrates that island (landing-client.tsx); the server renders the same components
 * (landing-page.tsx). Islands take no props: their data is in the query cache the page seeds
 * (`client`). A loader resolves once the island's first render needs nothing more: with the
 * chunk of a lazily loaded style it shows (projects, AI section) in, so hydration keeps the
 * server's markup instead of showing a placeholder while that chunk loads.
 */
export const ISLANDS: Record<IslandName, (client: QueryClient) => Promise<ComponentType>> = {
  header: () => import('../header/header').then((m) => m.Header),
  hero: () => import('../hero/hero').then((m) => m.Hero),
  platformModel: () =>
    import('../sections/platform-model/platform-model').then((m) => m.PlatformModel),
  about: () => import('../sections/about/about').then((m) => m.About),
  partners: () => import('../sections/partners/partners').then((m) => m.Partners),
  projects: async (client) => {
    const [{ ProjectsShowcase }, { preloadProjectsStyle }] = await Promise.all([
      import('../sections/projects/projects-showcase'),
      import('../sections/projects/projects-styles'),
    ]);
    await preloadProjectsStyle(seededSetting(client, 'selectedProjectsStyle'));
    return ProjectsShowcase;
  },
  aiSection: async (client) => {
    const [{ AiSection }, { preloadAiStyle }] = await Promise.all([
      import('../sections/ai-section/ai-section'),
      import('../sections/ai-section/ai-styles'),
    ]);
    await preloadAiStyle(seededSetting(client, 'selectedAiDesignStyle'));
    return AiSection;
  },
  testimonials: () => import('../sections/testimonials/testimonials').then((m) => m.Testimonials),
  contact: () => import('../contact/contact-section').then((m) => m.ContactSection),
  footer: () => import('../footer/footer').then((m) => m.Footer),
};
