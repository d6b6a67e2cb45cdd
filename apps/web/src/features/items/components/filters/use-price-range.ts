/**
 * The state of the two price fields. What the user types is kept here and sent as a patch once the range is valid
 * (after `delay` ms of quiet, at once when `delay` is 0, or on flush: Enter or leaving a field). An invalid range
 * is never sent. The fields follow the query when it changes from outside (back, chips, clear all), field by
 * field, but not when the change is the echo of what this hook just sent: the user may already be typing in the
 * other field (or further in this one), and that text must not be lost.
 */
import { useEffect, useRef, useState } from 'react';
import { isPriceRangeValid, type ListQuery } from '../../lib/list-query';

export interface PriceRangeState {
  min: string;
  max: string;
  valid: boolean;
  changeMin: (value: string) => void;
  changeMax: (value: string) => void;
  /** Sends what is typed now if it is valid and differs from the query. */
  flush: () => void;
}

export function usePriceRange(query: ListQuery, set: (patch: ListQuery) => void, delay: number): PriceRangeState {
  const queryMin = query.min_price ?? '';
  const queryMax = query.max_price ?? '';
  const [min, setMin] = useState(queryMin);
  const [max, setMax] = useState(queryMax);
  const followed = useRef({ min: queryMin, max: queryMax });
  const sent = useRef<{ min?: string; max?: string }>({});
  useEffect(() => {
    if (queryMin !== followed.current.min) {
      if (queryMin !== sent.current.min) setMin(queryMin);
      sent.current.min = undefined;
    }
    if (queryMax !== followed.current.max) {
      if (queryMax !== sent.current.max) setMax(queryMax);
      sent.current.max = undefined;
    }
    followed.current = { min: queryMin, max: queryMax };
  }, [queryMin, queryMax]);
  const valid = isPriceRangeValid(min, max);
  const timer = useRef<number | undefined>(undefined);
  const setRef = useRef(set);
  useEffect(() => {
    setRef.current = set;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (nextMin: string, nextMax: string) => {
    const [m, x] = [nextMin.trim(), nextMax.trim()];
    sent.current = { min: m !== followed.current.min ? m : undefined, max: x !== followed.current.max ? x : undefined };
    setRef.current({ min_price: m, max_price: x });
  };
  const change = (nextMin: string, nextMax: string) => {
    setMin(nextMin);
    setMax(nextMax);
    window.clearTimeout(timer.current);
    if (!isPriceRangeValid(nextMin, nextMax)) return;
    if (delay <= 0) send(nextMin, nextMax);
    else timer.current = window.setTimeout(() => send(nextMin, nextMax), delay);
  };
  const flush = () => {
    window.clearTimeout(timer.current);
    if (valid && (min.trim() !== queryMin || max.trim() !== queryMax)) send(min, max);
  };
  return { min, max, valid, changeMin: (v) => change(v, max), changeMax: (v) => change(min, v), flush };
}
