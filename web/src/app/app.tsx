import '@mantine/core/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { configureHttpClient } from '../api/http-client';
import { queryClient } from '../api/query-client';
import { AgentFiguresSummary } from '../features/agent-directory/components/agent-figures-summary';
import { TaskFlowPanel } from '../features/integrations/components/task-flow-panel';
import { ConversationPanel } from '../features/messages/components/conversation-panel';
import { AgentRatingPanel } from '../features/ratings/components/agent-rating-panel';
import { SofLinkButton } from '../features/statement-of-facts/components/sof-link';
import { applyFontSize, readFontSize } from '../lib/font-size';
import { AppointmentPanelsProvider } from '../ui/appointment-panels';
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

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Pages of other features show an appointment's conversation and its agent's rating through
            ui/appointment-panels (STYLE rule 9). */}
        <AppointmentPanelsProvider
          panels={{
            Conversation: ConversationPanel,
            Rating: AgentRatingPanel,
            AgentFigures: AgentFiguresSummary,
            Sof: SofLinkButton,
            TaskFlow: TaskFlowPanel,
          }}
        >
          <RouterProvider router={router} />
        </AppointmentPanelsProvider>
        <Toasts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
