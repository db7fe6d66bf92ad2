// The async boundary lets Module Federation negotiate the shared singletons before React runs, as in the shell.
void import('./host-bootstrap');
