import { GalleryBrowser } from '../features/gallery/components/gallery-browser.js';
import { Page } from './page.js';

/** /gallery — templates and public diagrams to start from. */
export function GalleryRoute() {
  return (
    <Page title="Gallery" intro="Curated reference architectures and diagrams people shared. Fork one to get your own editable copy (free).">
      <GalleryBrowser />
    </Page>
  );
}
