/**
 * Installed in every document before the app's scripts: records long animation frames (with the
 * scripts each ran) and long tasks, and offers `__click.arm(selector)`, which resolves once the
 * selector is visible, checked in animation frames after DOM changes (as the side-by-side
 * benchmark watches), and keeps the timestamp of the next trusted pointerdown as the start.
 * A string, not a function: tsx's name-keeping helpers do not exist in the page.
 */
export const CLICK_PROBE = `
(() => {
  if (window.__click) return;
  const C = (window.__click = { frames: [], tasks: [], t0: null });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) C.frames.push({
        start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
        renderStart: e.renderStart, styleAndLayoutStart: e.styleAndLayoutStart,
        scripts: e.scripts.map((s) => ({
          start: s.startTime, duration: s.duration, invoker: s.invoker, invokerType: s.invokerType,
          url: s.sourceURL, fn: s.sourceFunctionName, forcedLayout: s.forcedStyleAndLayoutDuration,
          pauseDuration: s.pauseDuration,
        })),
      });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) C.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const visible = (el) => {
    if (!el || !el.isConnected) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  /** The end of the last long frame or task, for waiting until the page is quiet. */
  C.lastBusy = () => Math.max(0, ...C.frames.map((f) => f.start + f.duration), ...C.tasks.map((t) => t.start + t.duration));
  C.arm = (selector) => {
    C.t0 = null;
    addEventListener('pointerdown', (e) => { if (C.t0 == null) C.t0 = e.timeStamp; }, { capture: true, once: true });
    return new Promise((resolve) => {
      let pending = false;
      const path = location.pathname;
      C.marks = {};
      const mark = (name, holds) => { if (C.marks[name] == null && holds) C.marks[name] = performance.now(); };
      const check = () => {
        pending = false;
        if (C.t0 == null) return;
        // Steps on the way, as seen in the first frame they hold: the router moved, the form's
        // spinner showed, the form element exists.
        mark('url', location.pathname !== path);
        mark('spinner', location.pathname !== path && document.querySelector('main [role=progressbar]'));
        mark('form', document.querySelector('main form'));
        if (!visible(document.querySelector(selector))) return;
        observer.disconnect();
        clearInterval(tick);
        resolve(performance.now());
      };
      const schedule = () => { if (!pending) { pending = true; requestAnimationFrame(check); } };
      const observer = new MutationObserver(schedule);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const tick = setInterval(schedule, 100);
    });
  };
})();
`;

export interface ProbeScript {
  start: number;
  duration: number;
  invoker: string;
  invokerType: string;
  url: string;
  fn: string;
  forcedLayout: number;
  pauseDuration: number;
}
export interface ProbeFrame {
  start: number;
  duration: number;
  blocking: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: ProbeScript[];
}
export interface ProbeState {
  frames: ProbeFrame[];
  tasks: { start: number; duration: number }[];
  t0: number | null;
  marks: Record<string, number>;
  arm(selector: string): Promise<number>;
  lastBusy(): number;
}
