import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { normalizePathname } from '../lib/paths';

// Runs before the first render (client modules load before the app), so the router matches the clean path
// and hydration sees the same page the server rendered.
if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const normalized = normalizePathname(pathname);
  if (normalized !== pathname && encodeURI(normalized) !== pathname) {
    window.history.replaceState(window.history.state, '', encodeURI(normalized) + search + hash);
  }
}
