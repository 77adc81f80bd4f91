import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useShellServices, type RemoteWidget, type ShellServices } from '@officefit/shell-contract';
import { SkeletonBlock } from '@officefit/ui';

/** Keeps a failing widget from taking the dashboard down: its slot just stays empty. */
class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('dashboard widget failed', error);
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
const widgetFallback = <SkeletonBlock height="18rem" />;

/**
 * The ranking and habit-tracker widgets of mf-community, rendered when that area is available. `render` gets
 * `null` while the remote loads (the page shows placeholders of the widgets' size), then the widgets; nothing is
 * rendered when the area is unavailable or has no widgets.
 */
export function CommunityWidgets({ render }: { render: (widgets: ReactNode[] | null) => ReactNode }) {
  const { loadWidgets } = useServices();
  const [widgets, setWidgets] = useState<RemoteWidget[] | null>(null);
  useEffect(() => {
    let alive = true;
    // through the shell, which knows where mf_community is (or that it is down: the slots stay empty)
    loadWidgets('mf_community')
      .then((list) => alive && setWidgets(list))
      .catch((error: unknown) => {
        console.warn('community widgets unavailable', error);
        if (alive) setWidgets([]);
      });
    return () => {
      alive = false;
    };
  }, [loadWidgets]);
  if (widgets === null) return render(null);
  if (widgets.length === 0) return null;
  return render(
    widgets.map(({ id, element: Widget }) => (
      <WidgetBoundary key={id}>
        <Suspense fallback={widgetFallback}>
          <Widget />
        </Suspense>
      </WidgetBoundary>
    )),
  );
}
