export { currentViewLink } from './current-view';
export { UrlScope, useUrlScope } from './url-scope';
export { useSearchWriter, VIEW_WRITE } from './search-writer';
export { useUrlParam } from './use-url-param';
export { useUrlChoice } from './use-url-choice';
