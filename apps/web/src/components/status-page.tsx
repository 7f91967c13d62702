import type { ReactNode } from 'react';

interface Props {
  testId: string;
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A full page that explains why the app cannot be used right now (spec 2.2). */
export function StatusPage({ testId, icon, title, text, children }: Props) {
  return (
    <main className="status-page" data-testid={testId}>
      <div className="status-icon">{icon}</div>
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </main>
  );
}
