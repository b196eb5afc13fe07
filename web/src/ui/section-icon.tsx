import type { ReactNode } from 'react';
import {
  BuildingIcon,
  CalculatorIcon,
  ChartIcon,
  CoinsIcon,
  CompassIcon,
  DashboardIcon,
  DatabaseIcon,
  DocumentIcon,
  MessageIcon,
  PlugIcon,
  RefreshIcon,
  ScaleIcon,
  SettingsIcon,
  ShieldIcon,
  ShipIcon,
  TagIcon,
  ToolIcon,
  UsersIcon,
} from './icons';

const icons: Record<string, (p: { size?: number }) => ReactNode> = {
  'dashboard/port-calls': DashboardIcon,
  'da-tool': DocumentIcon,
  'position-list': ShipIcon,
  'port-estimator': CalculatorIcon,
  'port-directory': CompassIcon,
  financial: CoinsIcon,
  'agent-directory': UsersIcon,
  claims: ScaleIcon,
  settings: SettingsIcon,
  pricelist: TagIcon,
  profile: BuildingIcon,
  support: MessageIcon,
  'reopen-da': RefreshIcon,
  'port-analysis': ChartIcon,
  'estimation-api': CalculatorIcon,
  'expense-formulas': CalculatorIcon,
  'know-your-customer': ShieldIcon,
  'site-content': DocumentIcon,
  metadata: DatabaseIcon,
  integration: PlugIcon,
  'system-management': ToolIcon,
  sof: ShipIcon,
};

export function SectionIcon({ path, size = 18 }: { path: string; size?: number }) {
  const Icon = icons[path] ?? DocumentIcon;
  return <Icon size={size} />;
}
