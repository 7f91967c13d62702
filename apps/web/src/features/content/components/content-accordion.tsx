import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon } from '../../../components/more-icons.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import './content-accordion.css';

export interface AccordionItem {
  id: number;
  title: string;
  /** Operator HTML, cleaned again by SafeHtml when the item opens. */
  html: string;
  /** A line under the title (a notice's date). */
  meta?: ReactNode;
}

/**
 * Titles that open in place to their HTML (spec 2.13's help centre, and the notices of /m/notice):
 * buttons with aria-expanded, the HTML rendered (and DOMPurify loaded) only once an item opens.
 */
export function ContentAccordion({
  items,
  initiallyOpen = null,
  testId,
}: {
  items: readonly AccordionItem[];
  /** The index open on arrival, scrolled into view. */
  initiallyOpen?: number | null;
  testId: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => {
    const first = initiallyOpen === null ? undefined : items[initiallyOpen];
    return new Set(first ? [first.id] : []);
  });
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="accordion card" data-testid={testId}>
      {items.map((item, index) => (
        <AccordionEntry
          key={item.id}
          item={item}
          expanded={open.has(item.id)}
          scrollIntoView={index === initiallyOpen && index > 0}
          onToggle={() => toggle(item.id)}
        />
      ))}
    </ul>
  );
}

function AccordionEntry({
  item,
  expanded,
  scrollIntoView,
  onToggle,
}: {
  item: AccordionItem;
  expanded: boolean;
  scrollIntoView: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'start' });
  }, [scrollIntoView]);
  return (
    <li ref={ref} className="accordion-item">
      <h2 className="accordion-heading">
        <button
          type="button"
          className="accordion-toggle"
          id={`${id}-title`}
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={onToggle}
        >
          <span className="accordion-title">
            <span>{item.title}</span>
            {item.meta}
          </span>
          <span
            className={`accordion-chevron${expanded ? ' accordion-chevron-open' : ''}`}
            aria-hidden="true"
          >
            <ChevronIcon />
          </span>
        </button>
      </h2>
      <section id={`${id}-body`} aria-labelledby={`${id}-title`} hidden={!expanded}>
        {expanded && <SafeHtml className="accordion-body" html={item.html} />}
      </section>
    </li>
  );
}
