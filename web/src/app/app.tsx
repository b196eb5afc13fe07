import '@mantine/core/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { configureHttpClient } from '../api/http-client';
import { queryClient } from '../api/query-client';
import { applyFontSize, readFontSize } from '../lib/font-size';
import { type AppointmentPanels, AppointmentPanelsProvider } from '../ui/appointment-panels';
import { createAppRouter } from './router';
import { endSessionAfterUnauthorized } from './session';
import { Toasts } from './shell/toasts';
import { theme } from './theme';

const router = createAppRouter();

// The HTTP client lives outside React; it navigates and ends sessions through the router.
configureHttpClient({
  navigate: (to) => void router.navigate(to),
  onSessionEnded: (message) =>
    endSessionAfterUnauthorized((to, state) => void router.navigate(to, { replace: true, state }), message),
});

applyFontSize(readFontSize());

/**
 * A panel of another feature, loaded the first time a page shows it: they sit on appointment and
 * evaluation pages, not on the login page or the landing, which would otherwise carry them (and
 * the rating, conversation and task-flow code) in the entry chunk. Each waits in its own Suspense,
 * so the page around it never falls back to a loader.
 */
function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return (props: P) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

const panels: AppointmentPanels = {
  Conversation: lazyPanel(() =>
    import('../features/messages/components/conversation-panel').then((m) => m.ConversationPanel),
  ),
  Rating: lazyPanel(() => import('../features/ratings/components/agent-rating-panel').then((m) => m.AgentRatingPanel)),
  AgentFigures: lazyPanel(() =>
    import('../features/agent-directory/components/agent-figures-summary').then((m) => m.AgentFiguresSummary),
  ),
  Sof: lazyPanel(() => import('../features/statement-of-facts/components/sof-link').then((m) => m.SofLinkButton)),
  TaskFlow: lazyPanel(() => import('../features/integrations/components/task-flow-panel').then((m) => m.TaskFlowPanel)),
};

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Pages of other features show an appointment's conversation and its agent's rating through
            ui/appointment-panels (STYLE rule 9). */}
        <AppointmentPanelsProvider panels={panels}>
          <RouterProvider router={router} />
        </AppointmentPanelsProvider>
        <Toasts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
