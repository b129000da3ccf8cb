import { createBrowserRouter } from 'react-router';
import { Layout } from './ui/layout.js';
import { NewDiagramRoute } from './routes/new-diagram.js';
import { EditorRoute } from './routes/editor.js';
import { NotFoundRoute } from './routes/not-found.js';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <NewDiagramRoute /> },
      { path: 'd/:id', element: <EditorRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
