export { currentViewLink, currentViewUrl } from './current-view';
export { UrlScope, useUrlScope, type UrlScopeValue } from './url-scope';
export { applyPatch, useSearchWriter, VIEW_WRITE, type SearchPatch, type WriteMode } from './search-writer';
export { useUrlParam } from './use-url-param';
export { useUrlChoice } from './use-url-choice';
