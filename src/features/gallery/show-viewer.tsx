import { createRoot, type Root } from 'react-dom/client';
import { GalleryViewer } from './GalleryViewer.tsx';
import { photoFragment, type GalleryConfig, type GalleryItem } from './gallery-items.ts';

/*
 * The viewer's React root, made on first use: the address follows the picture shown
 * (`#photo-3`, replaced rather than pushed, so the back button leaves the page as before), and
 * closing gives the focus back to the link that opened it.
 */

let root: Root | null = null;
let opened = 0;

export type ShowViewer = {
  config: GalleryConfig;
  items: readonly GalleryItem[];
  start: number;
  /** The link that opened the viewer: the focus returns to it. */
  opener: HTMLElement;
};

export function showViewer({ config, items, start, opener }: ShowViewer): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const shown = root;
  opened += 1;
  shown.render(
    <GalleryViewer
      // A new viewer for each opening, starting where it was asked to.
      key={opened}
      items={items}
      start={start}
      title={config.title}
      texts={config.texts}
      locale={config.locale}
      onShow={(index) => history.replaceState(history.state, '', photoFragment(index + 1))}
      onClose={() => {
        history.replaceState(history.state, '', location.pathname + location.search);
        shown.render(null);
        opener.focus();
      }}
    />,
  );
}
