import { useId, useState } from 'react';
import type { GalleryItem } from '../../../../shared/contract/index.js';
import { Button } from '../../../ui/button.js';
import { labelOf } from '../../../ui/meta-select.js';

/** Each cloud's brand colour, so the cards of one cloud read as a family at a glance. */
const TINTS: Record<string, string> = {
  aws: '#ff9900',
  azure: '#0078d4',
  gcp: '#4285f4',
  kubernetes: '#326ce5',
  oci: '#c74634',
};

interface GalleryCardProps {
  item: GalleryItem;
  forking: boolean;
  disabled: boolean;
  onFork: (item: GalleryItem) => void;
}

/** One gallery diagram: what it shows, where it is from, and Fork to make a copy of your own. */
export function GalleryCard({ item, forking, disabled, onFork }: GalleryCardProps) {
  const titleId = useId();
  // A preview that cannot be drawn falls back to the generic picture, never a broken image.
  const [previewFailed, setPreviewFailed] = useState(false);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-800/60">
      <div className="grid h-36 place-items-center overflow-hidden border-b border-slate-100 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60">
        {item.thumbnail_url && !previewFailed ? (
          <img src={item.thumbnail_url} alt="" loading="lazy" onError={() => setPreviewFailed(true)} className="block h-36 w-full object-contain p-2" data-testid="gallery.preview" />
        ) : (
          <svg
            aria-hidden
            viewBox="0 0 64 40"
            className="h-14 text-slate-300 dark:text-slate-600"
            fill="none"
            stroke={TINTS[item.cloud_provider ?? ''] ?? 'currentColor'}
            strokeOpacity={0.75}
            strokeWidth="2"
          >
            <rect x="2" y="14" width="14" height="12" rx="2" />
            <rect x="25" y="4" width="14" height="12" rx="2" />
            <rect x="25" y="24" width="14" height="12" rx="2" />
            <rect x="48" y="14" width="14" height="12" rx="2" />
            <path d="M16 20h9M39 10h4v20h-4M43 20h5" />
          </svg>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start gap-2">
          <h3 id={titleId} className="min-w-0 flex-1 text-sm font-semibold">
            {item.title}
          </h3>
          <span className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] font-medium ${item.source === 'library' ? 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200' : 'bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200'}`}>
            {item.source === 'library' ? 'Library' : 'Community'}
          </span>
        </div>
        {item.description && <p className="line-clamp-3 text-xs text-slate-600 dark:text-slate-400">{item.description}</p>}
        <div className="mt-auto flex items-center gap-2 pt-1">
          <span className="text-xs text-slate-500">
            {[item.cloud_provider && labelOf(item.cloud_provider), item.diagram_type && labelOf(item.diagram_type)].filter(Boolean).join(' · ')}
          </span>
          <Button size="sm" variant="primary" className="ml-auto" aria-describedby={titleId} busy={forking} disabled={disabled} onClick={() => onFork(item)}>
            Fork
          </Button>
        </div>
      </div>
    </li>
  );
}
