import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { RootLayout } from './root-layout';

/** The app inside any router (tests use a memory router). */
export function AppShell() {
  return (
    <AppProviders>
      <RootLayout>
        <AppRoutes />
      </RootLayout>
    </AppProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
