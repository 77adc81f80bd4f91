import { SkeletonBlock } from '@officefit/ui';

/**
 * What the main area shows while a screen's code or the user's data loads (guards, remote screens): placeholder
 * lines instead of a spinner in an empty page, so the first screen has its layout at once, and the main area's
 * minimum height keeps the footer out of view until the screen arrives (#18).
 */
export const PageSkeleton = () => <SkeletonBlock height="24rem" />;
