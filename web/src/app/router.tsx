import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { ErrorNoAccessPage, ErrorNotFoundPage, FileNotFoundPage, RouteErrorPage } from './shell/error-pages';
import { LandingRedirect } from './shell/landing-redirect';
import { RequireAuth } from './shell/require-auth';
import { RootLayout } from './shell/root-layout';

// Each area is its own chunk (React.lazy): a visitor of the public site never downloads the
// secured screens, and a vendor never downloads the buyer's.
const PublicArea = lazy(() => import('../features/public-site/public-area').then((m) => ({ default: m.PublicArea })));
const AuthArea = lazy(() => import('../features/auth/auth-area').then((m) => ({ default: m.AuthArea })));
const BuyerArea = lazy(() => import('../features/buyer/buyer-area').then((m) => ({ default: m.BuyerArea })));
const AgentArea = lazy(() => import('../features/agent/agent-area').then((m) => ({ default: m.AgentArea })));
const VendorArea = lazy(() => import('../features/vendor/vendor-area').then((m) => ({ default: m.VendorArea })));
const AdminArea = lazy(() => import('../features/admin/admin-area').then((m) => ({ default: m.AdminArea })));
const SecuredLayout = lazy(() => import('./shell/secured-layout').then((m) => ({ default: m.SecuredLayout })));
const BuyerSettingsPage = lazy(() =>
  import('../features/buyer-settings/pages/buyer-settings-page').then((m) => ({ default: m.BuyerSettingsPage })),
);
const PortCallsArea = lazy(() =>
  import('../features/port-calls/port-calls-area').then((m) => ({ default: m.PortCallsArea })),
);
const DaToolArea = lazy(() =>
  import('../features/agent-da-tool/da-tool-area').then((m) => ({ default: m.DaToolArea })),
);
const ProformaPage = lazy(() =>
  import('../features/proformas/pages/proforma-page').then((m) => ({ default: m.ProformaPage })),
);
const BankAccountsPage = lazy(() =>
  import('../features/bank-accounts/pages/bank-accounts-page').then((m) => ({ default: m.BankAccountsPage })),
);
const EvaluationPage = lazy(() =>
  import('../features/evaluations/pages/evaluation-page').then((m) => ({ default: m.EvaluationPage })),
);
const BuyerDaToolPage = lazy(() =>
  import('../features/buyer-da-tool/pages/buyer-da-tool-page').then((m) => ({ default: m.BuyerDaToolPage })),
);
const BuyerBankAccountsPage = lazy(() =>
  import('../features/buyer-da-tool/pages/bank-accounts-page').then((m) => ({ default: m.BankAccountsPage })),
);
const AgentDirectoryArea = lazy(() =>
  import('../features/agent-directory/agent-directory-area').then((m) => ({ default: m.AgentDirectoryArea })),
);
const BuyerFinancialPage = lazy(() =>
  import('../features/financial/pages/buyer-financial-page').then((m) => ({ default: m.BuyerFinancialPage })),
);
const AdminFinancialPage = lazy(() =>
  import('../features/financial/pages/admin-financial-page').then((m) => ({ default: m.AdminFinancialPage })),
);
const NotificationRedirectPage = lazy(() =>
  import('../features/notifications/pages/notification-redirect-page').then((m) => ({
    default: m.NotificationRedirectPage,
  })),
);
const InternalPortLogPage = lazy(() =>
  import('../features/port-logs/pages/internal-port-log-page').then((m) => ({ default: m.InternalPortLogPage })),
);
const PortLogsDashboardPage = lazy(() =>
  import('../features/port-logs/pages/port-logs-dashboard-page').then((m) => ({ default: m.PortLogsDashboardPage })),
);
const PublicPortLogPage = lazy(() =>
  import('../features/port-logs/pages/public-port-log-page').then((m) => ({ default: m.PublicPortLogPage })),
);
const RequestCasesPage = lazy(() =>
  import('../features/requests/pages/request-cases-page').then((m) => ({ default: m.RequestCasesPage })),
);
const RequestWizardPage = lazy(() =>
  import('../features/requests/pages/request-wizard-page').then((m) => ({ default: m.RequestWizardPage })),
);
const RequestCasePage = lazy(() =>
  import('../features/requests/pages/request-case-page').then((m) => ({ default: m.RequestCasePage })),
);
const AgentRequestsPage = lazy(() =>
  import('../features/requests/pages/agent-requests-page').then((m) => ({ default: m.AgentRequestsPage })),
);
const AgentRequestPage = lazy(() =>
  import('../features/requests/pages/agent-request-page').then((m) => ({ default: m.AgentRequestPage })),
);
const PricelistPage = lazy(() =>
  import('../features/requests/pages/pricelist-page').then((m) => ({ default: m.PricelistPage })),
);
const SharedRequestCasePage = lazy(() =>
  import('../features/requests/pages/shared-request-case-page').then((m) => ({ default: m.SharedRequestCasePage })),
);
const SofPage = lazy(() =>
  import('../features/statement-of-facts/pages/sof-page').then((m) => ({ default: m.SofPage })),
);
const InvitedSofPage = lazy(() =>
  import('../features/statement-of-facts/pages/invited-sof-page').then((m) => ({ default: m.InvitedSofPage })),
);
const AdminSofPage = lazy(() =>
  import('../features/statement-of-facts/pages/admin-sof-page').then((m) => ({ default: m.AdminSofPage })),
);
const CompanySettingsPage = lazy(() =>
  import('../features/account/pages/company-settings-page').then((m) => ({ default: m.CompanySettingsPage })),
);

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        { path: '/authorization/*', element: <AuthArea /> },
        {
          path: '/secured',
          element: (
            <RequireAuth>
              <SecuredLayout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <LandingRedirect /> },
            // Buyer settings are the buyer organisation (tabs by address); agents and vendors share the
            // company-details page until their own settings are built.
            { path: 'buyer/settings/*', element: <BuyerSettingsPage /> },
            { path: 'agent/settings', element: <CompanySettingsPage area="agent" /> },
            { path: 'vendor/settings', element: <CompanySettingsPage area="vendor" /> },
            { path: 'buyer/dashboard/port-calls/*', element: <PortCallsArea /> },
            // DAs: the supplier's editor per appointment and the buyer's evaluation.
            { path: 'agent/da-tool/appointment/:appointmentId/proforma', element: <ProformaPage kind="agent" /> },
            { path: 'vendor/da-tool/appointment/:appointmentId/proforma', element: <ProformaPage kind="vendor" /> },
            { path: 'agent/da-tool/bank-accounts', element: <BankAccountsPage kind="agent" /> },
            { path: 'vendor/da-tool/bank-accounts', element: <BankAccountsPage kind="vendor" /> },
            { path: 'buyer/da-tool/evaluation/:evaluationId', element: <EvaluationPage /> },
            { path: 'buyer/da-tool', element: <BuyerDaToolPage /> },
            { path: 'buyer/da-tool/bank-accounts', element: <BuyerBankAccountsPage /> },
            { path: 'agent/da-tool/*', element: <DaToolArea kind="agent" /> },
            { path: 'vendor/da-tool/*', element: <DaToolArea kind="vendor" /> },
            // Port logs: the buyer's internal port log, the supplier's public one.
            { path: 'buyer/dashboard/port-log/:appointmentId', element: <InternalPortLogPage /> },
            { path: 'buyer/dashboard/port-logs', element: <PortLogsDashboardPage /> },
            { path: 'agent/da-tool/appointment/:appointmentId/port-log', element: <PublicPortLogPage kind="agent" /> },
            {
              path: 'vendor/da-tool/appointment/:appointmentId/port-log',
              element: <PublicPortLogPage kind="vendor" />,
            },
            // Statement of facts of a port call, for each party; the administrators' list.
            { path: 'buyer/sof/:portCallId', element: <SofPage kind="buyer" /> },
            { path: 'agent/sof/:portCallId', element: <SofPage kind="agent" /> },
            { path: 'vendor/sof/:portCallId', element: <SofPage kind="vendor" /> },
            { path: 'admin/sof/*', element: <AdminSofPage /> },
            // Payments and cash flow.
            { path: 'buyer/financial/*', element: <BuyerFinancialPage /> },
            { path: 'admin/financial/*', element: <AdminFinancialPage /> },
            // The agent directory: search and an agent's page with its figures.
            { path: 'buyer/agent-directory/*', element: <AgentDirectoryArea /> },
            // Requests for quotation: the buyer's cases and wizard, the agent's inbox and price list.
            { path: 'buyer/da-tool/request-cases', element: <RequestCasesPage /> },
            { path: 'buyer/da-tool/request-case/new', element: <RequestWizardPage /> },
            { path: 'buyer/da-tool/request-case/:id/wizard', element: <RequestWizardPage /> },
            { path: 'buyer/da-tool/request-case/:id', element: <RequestCasePage /> },
            { path: 'agent/da-tool/requests', element: <AgentRequestsPage /> },
            { path: 'agent/da-tool/request/:id', element: <AgentRequestPage /> },
            { path: 'agent/pricelist', element: <PricelistPage /> },
            // The link of every notification e-mail: the router says where the entity lives.
            { path: 'notifications/:type/:id', element: <NotificationRedirectPage /> },
            { path: 'buyer/*', element: <BuyerArea /> },
            { path: 'agent/*', element: <AgentArea /> },
            { path: 'vendor/*', element: <VendorArea /> },
            { path: 'admin/*', element: <AdminArea /> },
            { path: '*', element: <Navigate to="/error-not-found" replace /> },
          ],
        },
        { path: '/error-no-access', element: <ErrorNoAccessPage /> },
        { path: '/error-not-found', element: <ErrorNotFoundPage /> },
        { path: '/file-not-found', element: <FileNotFoundPage /> },
        // The public shared request for quotation: no login (operations §1).
        { path: '/shared/request-case/:id', element: <SharedRequestCasePage /> },
        // A SOF collaborator's link: no account, the invitee token only.
        { path: '/statement-of-facts/invited/:portCallId', element: <InvitedSofPage /> },
        // Every other path loads the public area (platform-core §2).
        { path: '*', element: <PublicArea /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
