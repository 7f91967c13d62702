import { useCallback, useEffect, useRef, useState } from 'react';

/** Which of two inputs comes first on the screen. */
const byScreenOrder = (a: HTMLInputElement, b: HTMLInputElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The inputs of a form by field name, and focus: on a field once the render that shows it is
 * done (an input may appear, or be enabled, with that render), or on the first of several
 * fields in screen order (spec 2.5, 2.6: the first invalid field).
 */
export function useFieldFocus<K extends string>() {
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const refs = useRef(new Map<K, (element: HTMLInputElement | null) => void>());
  const [target, setTarget] = useState<{ field: K } | null>(null);
  useEffect(() => {
    if (target) inputs.current.get(target.field)?.focus();
  }, [target]);

  const inputRef = useCallback((field: K) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) inputs.current.set(field, element);
        else inputs.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  const focus = useCallback((field: K) => setTarget({ field }), []);

  const focusFirst = useCallback((fields: readonly K[]) => {
    const shown = fields.flatMap((field) => inputs.current.get(field) ?? []);
    shown.sort(byScreenOrder)[0]?.focus();
  }, []);

  /** The fields whose input is on screen now. */
  const mounted = useCallback(() => [...inputs.current.keys()], []);

  return { inputRef, focus, focusFirst, mounted };
}
