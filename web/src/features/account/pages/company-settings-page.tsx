import { Alert, Card, List, Stack, Text } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { errorMessage } from '../../../api/http-policy';
import { type Area, areaTitles, sectionsOf } from '../../../lib/sections';
import { useSessionStore } from '../../../lib/session-store';
import { CompanyForm } from '../../../ui/company-form';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { useCompany } from '../api/load-company';
import { useSaveCompanyMutation } from '../api/save-company';

/** {agent,vendor}/settings: the company details today; the rest of each area's settings to follow. */
export function CompanySettingsPage({ area }: { area: Extract<Area, 'agent' | 'vendor'> }) {
  const company = useCompany();
  const save = useSaveCompanyMutation();
  const profile = useSessionStore((s) => s.profile);
  const canEdit = !!profile && hasAuthority(profile, 'SETTINGS_EDIT_COMPANY');
  const settings = sectionsOf(area).find((s) => s.path === 'settings');
  const planned = settings?.plannedContent.filter((c) => c !== 'Company details') ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title="Settings" description={settings?.summary} eyebrow={areaTitles[area]} />
      {company.isPending ? <PageLoader label="Loading your company..." /> : null}
      {company.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(company.error)}
        </Alert>
      ) : null}
      {company.data ? <CompanyForm company={company.data} onSave={save.mutateAsync} isReadOnly={!canEdit} /> : null}
      {planned.length > 0 ? (
        <Card withBorder padding="lg">
          <Text fw={650} c="navy.9" mb={6}>
            Coming next to settings
          </Text>
          <List size="sm" c="dimmed" spacing={4}>
            {planned.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Card>
      ) : null}
    </Stack>
  );
}
