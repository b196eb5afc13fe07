import type { FastifyInstance } from 'fastify';
import { api } from '../../platform/http/api';
import { registerRegionRoutes } from './regions-routes';
import type { SettingsServices } from './service';
import { registerSettingsRoutes } from './settings-routes';
import { registerTeamRoutes } from './teams-routes';

/** The settings module's routes: buyer settings, people, teams, regions and rules. */
export async function settingsRoutes(app: FastifyInstance, deps: { settings: SettingsServices }) {
  const r = api(app);
  registerSettingsRoutes(r, deps.settings);
  registerTeamRoutes(r, deps.settings);
  registerRegionRoutes(r, deps.settings);
}
