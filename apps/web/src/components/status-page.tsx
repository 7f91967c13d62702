import type { ReactNode } from 'react';

interface Props {
  testId: string;
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
  /** h2 when the page sits under the app header, whose h1 already titles it. */
  level?: 'h1' | 'h2';
}

/** A full page that explains why the app cannot be used right now (spec 2.2). */
export function StatusPage({ testId, icon, title, text, children, level = 'h1' }: Props) {
  const Heading = level;
  return (
    <main className="status-page" data-testid={testId}>
      <div className="status-icon">{icon}</div>
      <Heading>{title}</Heading>
      <p>{text}</p>
      {children}
    </main>
  );
}
