import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { ModeSwitchPage } from '../features/admin/pages/mode-switch-page';
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
const PortDirectoryArea = lazy(() =>
  import('../features/port-directory/port-directory-area').then((m) => ({ default: m.PortDirectoryArea })),
);
const PortAnalysisArea = lazy(() =>
  import('../features/port-analysis/port-analysis-area').then((m) => ({ default: m.PortAnalysisArea })),
);
const EstimationApiPage = lazy(() =>
  import('../features/port-analysis/pages/estimation-api-page').then((m) => ({ default: m.EstimationApiPage })),
);
const AgentDirectoryArea = lazy(() =>
  import('../features/agent-directory/agent-directory-area').then((m) => ({ default: m.AgentDirectoryArea })),
);
const PortEstimatorArea = lazy(() =>
  import('../features/port-estimator/port-estimator-area').then((m) => ({ default: m.PortEstimatorArea })),
);
const EstimationFormulasArea = lazy(() =>
  import('../features/estimation-formulas/estimation-formulas-area').then((m) => ({
    default: m.EstimationFormulasArea,
  })),
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
const ClaimsArea = lazy(() => import('../features/claims/claims-area').then((m) => ({ default: m.ClaimsArea })));
const PositionListPage = lazy(() =>
  import('../features/position-list/position-list-page').then((m) => ({ default: m.PositionListPage })),
);
const SupplierSettingsPage = lazy(() =>
  import('../features/supplier-settings/pages/supplier-settings-page').then((m) => ({
    default: m.SupplierSettingsPage,
  })),
);
const EmailConfirmationPage = lazy(() =>
  import('../features/supplier-settings/pages/email-confirmation-page').then((m) => ({
    default: m.EmailConfirmationPage,
  })),
);
const KnowYourCustomerPage = lazy(() =>
  import('../features/kyp-admin/pages/know-your-customer-page').then((m) => ({ default: m.KnowYourCustomerPage })),
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
            // Buyer settings are the buyer organisation (tabs by address); agents and vendors have the
            // supplier settings (tabs by ?tab=), the agent's profile tabs under agent/profile.
            { path: 'buyer/settings/*', element: <BuyerSettingsPage /> },
            { path: 'agent/settings', element: <SupplierSettingsPage area="agent" page="settings" /> },
            { path: 'agent/profile', element: <SupplierSettingsPage area="agent" page="profile" /> },
            { path: 'vendor/settings', element: <SupplierSettingsPage area="vendor" page="settings" /> },
            // KYC/KYP verification queue (admin, ADMIN_KYC).
            { path: 'admin/know-your-customer', element: <KnowYourCustomerPage /> },
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
            // Estimators (issue 26): the buyer's port estimator; the administrators' expense formulas.
            { path: 'buyer/port-estimator/*', element: <PortEstimatorArea /> },
            { path: 'admin/expense-formulas/*', element: <EstimationFormulasArea /> },
            // The port directory (buyers and agents); port analysis and the estimation API (admin).
            { path: 'buyer/port-directory/*', element: <PortDirectoryArea area="buyer" /> },
            { path: 'agent/port-directory/*', element: <PortDirectoryArea area="agent" /> },
            { path: 'admin/port-analysis/*', element: <PortAnalysisArea /> },
            { path: 'admin/estimation-api', element: <EstimationApiPage /> },
            // Requests for quotation: the buyer's cases and wizard, the agent's inbox and price list.
            { path: 'buyer/da-tool/request-cases', element: <RequestCasesPage /> },
            { path: 'buyer/da-tool/request-case/new', element: <RequestWizardPage /> },
            { path: 'buyer/da-tool/request-case/:id/wizard', element: <RequestWizardPage /> },
            { path: 'buyer/da-tool/request-case/:id', element: <RequestCasePage /> },
            { path: 'agent/da-tool/requests', element: <AgentRequestsPage /> },
            { path: 'agent/da-tool/request/:id', element: <AgentRequestPage /> },
            { path: 'agent/pricelist', element: <PricelistPage /> },
            // Laytime and claims, and the position list (issue 22).
            { path: 'buyer/claims/*', element: <ClaimsArea /> },
            { path: 'buyer/position-list', element: <PositionListPage /> },
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
        // Where the session changes between an administrator and the profile they act as (issue 25).
        { path: '/mode-switch', element: <ModeSwitchPage /> },
        { path: '/error-not-found', element: <ErrorNotFoundPage /> },
        { path: '/file-not-found', element: <FileNotFoundPage /> },
        // The public shared request for quotation: no login (operations §1).
        { path: '/shared/request-case/:id', element: <SharedRequestCasePage /> },
        // The confirmation link of an e-mail group address: no login.
        { path: '/email-confirmation', element: <EmailConfirmationPage /> },
        // A SOF collaborator's link: no account, the invitee token only.
        { path: '/statement-of-facts/invited/:portCallId', element: <InvitedSofPage /> },
        // Every other path loads the public area (platform-core §2).
        { path: '*', element: <PublicArea /> },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
