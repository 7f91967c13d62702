// The download bar (spec 2.10): the download work of issue 10 fills this in.

export function DownloadBar() {
  return null;
}
