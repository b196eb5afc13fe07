import { Alert, Card, List, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../api/http-policy';
import { type Area, areaTitles, sectionsOf } from '../../../lib/sections';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { useCompany } from '../api/load-company';
import { CompanyForm } from '../components/company-form';

/** {area}/settings: the company details today; users, billing companies and the rest to follow. */
export function CompanySettingsPage({ area }: { area: Exclude<Area, 'admin'> }) {
  const company = useCompany();
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
      {company.data ? <CompanyForm company={company.data} /> : null}
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
