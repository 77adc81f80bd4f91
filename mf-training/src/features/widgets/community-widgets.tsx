import { Component, Suspense, useEffect, useState, type ReactNode, type RefCallback } from 'react';
import { useShellServices, type RemoteWidget, type ShellServices } from '@officefit/shell-contract';
import { SkeletonBlock } from '@officefit/ui';
import { createLog } from '@officefit/log';

const log = createLog('training');

/** Keeps a failing widget from taking the dashboard down: its slot just stays empty. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    log.error('dashboard widget failed', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const noWidgets: ShellServices = { loadWidgets: () => Promise.resolve([]) };
// A shell deployed before ShellServices shares an older contract without the hook: the slots then stay empty.
const useServices: () => ShellServices =
  typeof useShellServices === 'function' ? useShellServices : () => noWidgets;

/** A widget's room while its code or texts load: as tall as a loaded widget card (no layout shift, #18). */
const widgetFallback = <SkeletonBlock height="19rem" />;

/**
 * How close to the viewport the widgets' room must come before their code is fetched: they sit below the plan
 * and the cards, so a visitor who never scrolls there does not download mf-community's remote entry, widgets and
 * texts (≈ 18 kB gzip of /home's first load; issue 16: ≤ 250 kB). One screen height ahead, so on a normal scroll
 * they are there before they come into view (their cards keep the skeletons' height meanwhile: no layout shift).
 */
const NEAR_VIEWPORT = '100%';

/** A ref for an element and whether it has come near the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(): [RefCallback<HTMLElement>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node]);
  return [setNode, near];
}

/**
 * The ranking and habit-tracker widgets of mf-community, rendered when that area is available. `render` gets
 * `null` while the remote loads (the page shows placeholders of the widgets' size), then the widgets; nothing is
 * rendered when the area is unavailable or has no widgets. They are fetched when their room nears the viewport.
 */
export function CommunityWidgets({ render }: { render: (widgets: ReactNode[] | null) => ReactNode }) {
  const { loadWidgets } = useServices();
  const [widgets, setWidgets] = useState<RemoteWidget[] | null>(null);
  const [sentinel, near] = useNearViewport();
  useEffect(() => {
    if (!near) return;
    let alive = true;
    // through the shell, which knows where mf_community is (or that it is down: the slots stay empty)
    loadWidgets('mf_community')
      .then((list) => alive && setWidgets(list))
      .catch((error: unknown) => {
        log.warn('community widgets unavailable', error);
        if (alive) setWidgets([]);
      });
    return () => {
      alive = false;
    };
  }, [loadWidgets, near]);
  let content: ReactNode = null;
  if (widgets === null) content = render(null);
  else if (widgets.length > 0)
    content = render(
      widgets.map(({ id, element: Widget }) => (
        <WidgetBoundary key={id}>
          <Suspense fallback={widgetFallback}>
            <Widget />
          </Suspense>
        </WidgetBoundary>
      )),
    );
  // an empty block of no height in front of the widgets' room, observed for its distance to the viewport
  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      {content}
    </>
  );
}
