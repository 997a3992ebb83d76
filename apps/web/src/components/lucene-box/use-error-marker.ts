import { useLayoutEffect, useRef, useState } from 'react';

export interface MarkerBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const sameBox = (a: MarkerBox | undefined, b: MarkerBox | undefined): boolean =>
  a === b || (!!a && !!b && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height);

/**
 * Where the character at `position` of the input's text is drawn, relative to `root`: the text
 * before it is measured in the hidden `mirror` span in the input's font, less the input's
 * horizontal scroll, kept inside the input.
 */
function measure(root: HTMLElement, input: HTMLInputElement, mirror: HTMLSpanElement, text: string, position: number): MarkerBox {
  const style = getComputedStyle(input);
  mirror.style.font = style.font;
  mirror.style.letterSpacing = style.letterSpacing;
  mirror.textContent = text.slice(0, position);
  const before = mirror.offsetWidth;
  // Past the end, or at a space, the marker is one letter wide.
  mirror.textContent = text[position] && text[position] !== ' ' ? text[position] : 'm';
  const width = mirror.offsetWidth;
  const height = mirror.offsetHeight + 2;
  const rootRect = root.getBoundingClientRect();
  const rect = input.getBoundingClientRect();
  const padLeft = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.borderLeftWidth) || 0);
  const padRight = (parseFloat(style.paddingRight) || 0) + (parseFloat(style.borderRightWidth) || 0);
  const textLeft = rect.left - rootRect.left + padLeft;
  const maxLeft = Math.max(textLeft, rect.right - rootRect.left - padRight - width);
  const left = Math.min(Math.max(textLeft, textLeft + before - input.scrollLeft), maxLeft);
  return { left, top: rect.top - rootRect.top + (rect.height - height) / 2, width, height };
}

/** The refs to hang on the box's wrapper, input and mirror span, and where to draw the marker (none without a position). */
export function useErrorMarker(text: string, position: number | undefined) {
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const mirror = useRef<HTMLSpanElement>(null);
  const [box, setBox] = useState<MarkerBox>();

  useLayoutEffect(() => {
    const [r, el, m] = [root.current, input.current, mirror.current];
    if (position === undefined || !r || !el || !m) {
      setBox(undefined);
      return;
    }
    const update = () => {
      const next = measure(r, el, m, text, position);
      setBox((prev) => (sameBox(prev, next) ? prev : next));
    };
    update();
    // Scrolling a long query moves its text under the marker: follow it.
    const events = ['scroll', 'keyup', 'click', 'select'] as const;
    events.forEach((e) => el.addEventListener(e, update));
    window.addEventListener('resize', update);
    return () => {
      events.forEach((e) => el.removeEventListener(e, update));
      window.removeEventListener('resize', update);
    };
  }, [text, position]);

  return { root, input, mirror, box };
}
