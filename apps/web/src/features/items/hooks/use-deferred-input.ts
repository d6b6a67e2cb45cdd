import { useEffect, useRef, useState } from 'react';

/**
 * Local text for an input whose value is committed elsewhere (the URL): typing stays local, the value is
 * committed after `delay` ms of quiet (0 = on every change), and an outside change (a chip removed) resets it.
 */
export function useDeferredInput(value: string, commit: (value: string) => void, delay: number) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The committed value changed from outside: show it.
    setSeen(value);
    setText(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: string, valid = true) => {
    setText(next);
    window.clearTimeout(timer.current);
    if (!valid) return;
    if (delay <= 0) commitRef.current(next);
    else timer.current = window.setTimeout(() => commitRef.current(next), delay);
  };
  const flush = (valid = true) => {
    window.clearTimeout(timer.current);
    if (valid && text !== value) commitRef.current(text);
  };
  return { text, change, flush };
}
