import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { GalleryItem, Provider } from '../../../../shared/contract/index.js';
import { useForkDiagram } from '../../../api/gallery/fork-diagram.js';
import { useGallery, type GalleryFilters } from '../../../api/gallery/list-gallery.js';
import { useProviders } from '../../../api/meta.js';
import { Button } from '../../../ui/button.js';
import { ErrorAlert } from '../../../ui/error-alert.js';
import { labelOf } from '../../../ui/meta-select.js';
import { useDebounced } from '../../../ui/use-debounced.js';
import { GalleryCard } from './gallery-card.js';

const SOURCES = [
  { value: 'all', label: 'All' },
  { value: 'library', label: 'Library' },
  { value: 'community', label: 'Community' },
] as const;

const control =
  'h-9 rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-sky-500 focus:ring-2 focus:ring-sky-500/30 focus:outline-none dark:border-slate-600 dark:bg-slate-800';

/** Browse curated templates and people's public diagrams; Fork copies one into your account. */
export function GalleryBrowser() {
  const navigate = useNavigate();
  const providers = useProviders();
  const [q, setQ] = useState('');
  const [provider, setProvider] = useState('');
  const [source, setSource] = useState<NonNullable<GalleryFilters['source']>>('all');
  const query = useDebounced(q.trim());
  const filters: GalleryFilters = { source, ...(query ? { q: query } : {}), ...(provider ? { cloud_provider: provider as Provider } : {}) };
  const gallery = useGallery(filters);
  const fork = useForkDiagram();
  const items = gallery.data?.pages.flatMap((p) => p.items) ?? [];
  const onFork = (item: GalleryItem) => fork.mutate(item.id, { onSuccess: (copy) => navigate(`/d/${copy.id}`) });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <input type="search" aria-label="Search the gallery" placeholder="Search templates and public diagrams" value={q} onChange={(e) => setQ(e.target.value)} className={`${control} w-80`} />
        <select aria-label="Filter by cloud" value={provider} onChange={(e) => setProvider(e.target.value)} className={control}>
          <option value="">Any cloud</option>
          {providers.data?.map((p) => (
            <option key={p} value={p}>
              {labelOf(p)}
            </option>
          ))}
        </select>
        <div role="radiogroup" aria-label="Source" className="ml-auto inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
          {SOURCES.map((s) => (
            <button
              key={s.value}
              type="button"
              role="radio"
              aria-checked={source === s.value}
              onClick={() => setSource(s.value)}
              className={`rounded px-3 py-1 text-sm ${source === s.value ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
            >
              {s.label}
            </button>
          ))}
        </div>
      </div>
      {fork.isError && <ErrorAlert error={fork.error} onDismiss={fork.reset} />}
      {gallery.isError && <ErrorAlert error={gallery.error} onRetry={() => void gallery.refetch()} />}
      {gallery.isPending ? (
        <p className="text-sm text-slate-500">Loading the gallery…</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-sm text-slate-500 dark:border-slate-700">Nothing matches these filters.</p>
      ) : (
        <ul aria-label="Gallery" className="grid grid-cols-3 gap-4 xl:grid-cols-4">
          {items.map((item) => (
            <GalleryCard key={item.id} item={item} forking={fork.isPending && fork.variables === item.id} disabled={fork.isPending} onFork={onFork} />
          ))}
        </ul>
      )}
      {gallery.hasNextPage && (
        <Button className="self-center" busy={gallery.isFetchingNextPage} onClick={() => void gallery.fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}
