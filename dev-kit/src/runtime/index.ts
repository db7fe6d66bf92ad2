// The remotes' runtime kit, bundled into each remote. A subpath of its own (not the package's main entry)
// so a remote's build takes in only these modules and never the standalone dev harness.
export { useRemote, useServices } from './remote-context';
export { useSession } from './use-session';
export { useShellEvent } from './use-shell-event';
export { useLeaveGuard } from './use-leave-guard';
export { usePageSettled } from './use-page-settled';
export { NETWORK_DEFAULTS, backoffDelay, createQueryClient } from './query-client';
export { RemoteProviders } from './remote-providers';
export { LoadingState } from './loading-state';
export { EmptyState } from './empty-state';
export { ErrorState } from './error-state';
export { failureText } from './failure-text';
export { NotFound } from './not-found';
export { ListPagination } from './list-pagination';
export { loadable, type LoadableComponent } from './loadable';
export { OptionalPart } from './optional-part';
export { saveBlob } from './save-blob';
export { adoptStaticCss, type StaticStylesheet } from './adopt-static-css';
export { FilePicker } from './file-picker';
