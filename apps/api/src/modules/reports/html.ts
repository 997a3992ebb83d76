/** Small, self-contained HTML pages (reports, launch UI, their errors): light theme, no scripts. */
export const esc = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #212529; background: #fff; margin: 16px; }
  h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 15px; margin: 20px 0 8px; }
  .muted { color: #6c757d; } .chart { border: 1px solid #dee2e6; border-radius: 6px; margin: 10px 0; max-width: 100%; overflow-x: auto; }
  table { border-collapse: collapse; margin: 8px 0; min-width: 360px; } th, td { border: 1px solid #dee2e6; padding: 4px 10px; text-align: left; }
  th { background: #f1f3f5; font-weight: 600; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
  dl { display: grid; grid-template-columns: max-content auto; gap: 2px 16px; margin: 8px 0; } dt { color: #6c757d; } dd { margin: 0; }
  .error { border: 1px solid #fa5252; background: #fff5f5; color: #c92a2a; padding: 12px 16px; border-radius: 6px; max-width: 640px; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export const errorPage = (title: string, message: string) => page(title, `<h1>${esc(title)}</h1><p class="error">${esc(message)}</p>`);

/** A label/value list; values are escaped. */
export const details = (rows: ReadonlyArray<readonly [string, unknown]>) =>
  `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v === null || v === undefined || v === '' ? 'Unavailable' : v)}</dd>`).join('')}</dl>`;

export const fmt = (v: number | null, decimals = 2) =>
  v === null ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
