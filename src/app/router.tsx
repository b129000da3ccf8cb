import { createBrowserRouter } from 'react-router';
import { Layout } from './ui/layout.js';
import { RequireSession } from './routes/require-session.js';
import { NewDiagramRoute } from './routes/new-diagram.js';
import { EditorRoute, editorLoader } from './routes/editor.js';
import { SampleRoute } from './routes/sample.js';
import { DiagramsRoute, diagramsLoader } from './routes/diagrams.js';
import { GalleryRoute } from './routes/gallery.js';
import { UsageRoute, usageLoader } from './routes/usage.js';
import { LoginRoute } from './routes/login.js';
import { DeviceRoute } from './routes/device.js';
import { SettingsKeysRoute, keysLoader } from './routes/settings-keys.js';
import { NotFoundRoute } from './routes/not-found.js';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { path: 'login', element: <LoginRoute /> },
      { path: 'd/sample', element: <SampleRoute /> },
      {
        element: <RequireSession />,
        children: [
          { index: true, element: <NewDiagramRoute /> },
          { path: 'd/:id', element: <EditorRoute />, loader: editorLoader },
          { path: 'diagrams', element: <DiagramsRoute />, loader: diagramsLoader },
          { path: 'gallery', element: <GalleryRoute /> },
          { path: 'usage', element: <UsageRoute />, loader: usageLoader },
          { path: 'device', element: <DeviceRoute /> },
          { path: 'settings/keys', element: <SettingsKeysRoute />, loader: keysLoader },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
