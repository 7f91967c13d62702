import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import './antd-feedback.css';

// antd-mobile's Toast and Dialog render nothing on React 19 until it is given a render hook
// (docs: stack notes). Loaded only by lib/feedback.ts, on the first toast or dialog, so the
// first paint of /m/home carries none of antd-mobile.
type Container = Element & { lobbyRoot?: Root };

unstableSetRender((node, element) => {
  const container = element as Container;
  container.lobbyRoot ??= createRoot(container);
  container.lobbyRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve));
    container.lobbyRoot?.unmount();
    delete container.lobbyRoot;
  };
});

export { Dialog, Toast };
