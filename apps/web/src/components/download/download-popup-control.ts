import { withLocalePart } from '../../lib/i18n.ts';

// Opens the download popup (spec 2.10) from anywhere: the download bar, the member centre's
// download tile. The popup and its texts (locale part `download`) load on the first opening,
// never with Home's first paint (decision 053).
const loadPopup = () => withLocalePart('download', () => import('./download-popup.tsx'));

export function openDownloadPopup(): void {
  // Offline before the popup ever loaded: the tap does nothing, as any link would fail.
  loadPopup()
    .then((popup) => popup.showDownloadPopup())
    .catch(() => undefined);
}
