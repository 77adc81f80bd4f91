// The shell's guards use the shared access rule of the shell contract (spec §6); start pages and staff areas are
// declared by the remotes (see `startPath` and the menus in @officefit/shell-contract).
export { hasActiveSubscription, mayPass } from '@officefit/shell-contract';
