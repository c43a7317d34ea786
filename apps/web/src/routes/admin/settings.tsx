import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/admin/settings/settings-page';

/** Site settings (SPEC 3 known keys): edit, save or reset each one to its default. */
export const Route = createFileRoute('/admin/settings')({
  component: SettingsPage,
});
