// Opens the download popup (spec 2.10) from anywhere: the download bar, the member centre's
// download tile. The download work of issue 10 fills this in.

export function openDownloadPopup(): void {}
