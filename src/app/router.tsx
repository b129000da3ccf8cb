import { createBrowserRouter } from 'react-router';
import { Layout } from './ui/layout.js';
import { RequireSession } from './routes/require-session.js';
import { NewDiagramRoute } from './routes/new-diagram.js';
import { LoginRoute } from './routes/login.js';
import { NotFoundRoute } from './routes/not-found.js';
import { Spinner } from './ui/button.js';

function PageSpinner() {
  return (
    <div className="grid h-full place-items-center text-slate-400">
      <Spinner className="h-6 w-6" />
    </div>
  );
}

/**
 * The first page people see (new diagram, sign-in) is in the main bundle; every other page is
 * its own chunk, fetched on the way there (the editor's is prefetched from the new-diagram page).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    // Shown while a lazily loaded first page arrives.
    HydrateFallback: PageSpinner,
    children: [
      { path: 'login', element: <LoginRoute /> },
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <NewDiagramRoute /> },
          { path: 'd/sample', lazy: () => import('./routes/sample.js').then((m) => ({ Component: m.SampleRoute })) },
          { path: 'd/:id', lazy: () => import('./routes/editor.js').then((m) => ({ Component: m.EditorRoute, loader: m.editorLoader })) },
          { path: 'diagrams', lazy: () => import('./routes/diagrams.js').then((m) => ({ Component: m.DiagramsRoute, loader: m.diagramsLoader })) },
          { path: 'gallery', lazy: () => import('./routes/gallery.js').then((m) => ({ Component: m.GalleryRoute })) },
          { path: 'usage', lazy: () => import('./routes/usage.js').then((m) => ({ Component: m.UsageRoute, loader: m.usageLoader })) },
          { path: 'device', lazy: () => import('./routes/device.js').then((m) => ({ Component: m.DeviceRoute })) },
          { path: 'connect', lazy: () => import('./routes/connect.js').then((m) => ({ Component: m.ConnectRoute, loader: m.connectLoader })) },
          { path: 'settings/keys', lazy: () => import('./routes/settings-keys.js').then((m) => ({ Component: m.SettingsKeysRoute, loader: m.keysLoader })) },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
