import type { CategoryFilters, LobbyView } from '../../../features/lobby/components/CategoryLobby';

// URL parameters of a category page: ?page= selects the vendor tab (spec 001 §2), the rest are ours.
const VENDOR = 'page';
const CLASSIFICATION = 'tab';
const SEARCH = 'q';
const VIEW = 'view';

export function filtersFromUrl(params: URLSearchParams, personalViews: boolean): CategoryFilters {
  const view = params.get(VIEW);
  return {
    view: personalViews && (view === 'favourites' || view === 'recent') ? (view satisfies LobbyView) : 'games',
    vendor: params.get(VENDOR)?.trim() ?? '',
    classification: params.get(CLASSIFICATION)?.trim() ?? '',
    search: params.get(SEARCH)?.trim().slice(0, 50) ?? '',
  };
}

export function filtersToParams(filters: CategoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== 'games') {
    params.set(VIEW, filters.view);
    return params;
  }
  if (filters.vendor) params.set(VENDOR, filters.vendor);
  if (filters.classification) params.set(CLASSIFICATION, filters.classification);
  if (filters.search) params.set(SEARCH, filters.search);
  return params;
}
