// Toasts and dialogs of spec 4 and 8 (loading, success, confirm). antd-mobile loads on first
// use, so screens call these without adding it to their own first paint.
let antd: Promise<typeof import('./antd-feedback.ts')> | undefined;
const load = () => {
  antd ??= import('./antd-feedback.ts');
  return antd;
};

/**
 * An open modal <dialog> sits in the browser's top layer, above any z-index: a toast shown
 * while one is open (the login modal sending an SMS code) goes inside it to stay visible.
 */
const toastContainer = () =>
  [...document.querySelectorAll<HTMLElement>('dialog[open]')].pop() ?? document.body;

/** A loading toast that blocks taps until `clearToast` or `durationMs` (spec 9 toasts). */
export async function showLoading(content: string, durationMs: number): Promise<void> {
  const { Toast } = await load();
  Toast.show({
    icon: 'loading',
    content,
    duration: durationMs,
    maskClickable: false,
    getContainer: toastContainer,
  });
}

/** A short message; resolves when it has been shown for `durationMs`. */
export async function showToast(
  content: string,
  durationMs: number,
  icon?: 'success' | 'fail',
): Promise<void> {
  const { Toast } = await load();
  Toast.show({ content, duration: durationMs, getContainer: toastContainer, ...(icon ? { icon } : {}) });
  await new Promise((resolve) => setTimeout(resolve, durationMs));
}

export async function clearToast(): Promise<void> {
  if (!antd) return;
  const { Toast } = await antd;
  Toast.clear();
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/** A cancel / submit dialog (spec 2.3 sign out, 8 prompts); true when confirmed. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await load();
  return Dialog.confirm(options);
}

/** A one-button dialog (spec 4: 'The new password and the old password cannot be the same'). */
export async function alertDialog(options: { title?: string; content: string; confirmText: string }) {
  const { Dialog } = await load();
  await Dialog.alert(options);
}
