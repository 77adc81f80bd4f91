/** Local-storage flag: once dismissed, the install prompt never shows again (spec §4). */
export const HIDE_INSTALL_KEY = 'officefit.hideInstall';

/** The browser's `beforeinstallprompt` event. */
export interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
