// Draws a sequence of naturals (Grundy values of an octal game) as an SVG string: one bar per
// heap size, or the min–max envelope per pixel column when there are more heaps than columns.
// The pre-period is shaded and one period after it is bracketed. Only numbers go into the SVG.

const M = { left: 40, right: 12, top: 28, bottom: 34 };

function esc(text) {
  return String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

function niceStep(range, count) {
  const raw = range / Math.max(1, count);
  const pow = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1e-9))));
  for (const m of [1, 2, 5, 10]) if (m * pow >= raw) return Math.max(1, m * pow);
  return Math.max(1, 10 * pow);
}

export function plotSequence(values, options) {
  const opts = options || {};
  const W = opts.width || 640;   // a narrow drawing on a phone keeps its text readable
  const H = opts.height || 240;
  const nums = values.map((v) => (typeof v === "number" ? v : Number(v)));
  const n = nums.length;
  const maxV = Math.max(1, ...nums.slice(0, 200000).filter((v) => Number.isFinite(v)));
  const pw = W - M.left - M.right;
  const ph = H - M.top - M.bottom;
  const x = (i) => M.left + (n <= 1 ? 0 : (i / (n - 1)) * pw);
  const y = (v) => M.top + ph - (v / maxV) * ph;
  const parts = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" font-family="sans-serif" class="plot" role="img" aria-label="${esc(opts.title || "sequence")}">`);
  parts.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>`);
  const period = opts.period;
  const pre = opts.preperiod;
  if (Number.isFinite(pre) && Number.isFinite(period) && period > 0) {
    parts.push(`<rect x="${M.left}" y="${M.top}" width="${Math.max(0, x(Math.min(pre, n - 1)) - M.left).toFixed(1)}" height="${ph}" fill="#f3efe2"/>`);
    const a = x(Math.min(pre, n - 1));
    const b = x(Math.min(pre + period, n - 1));
    parts.push(`<line x1="${a.toFixed(1)}" y1="${M.top}" x2="${a.toFixed(1)}" y2="${M.top + ph}" stroke="#c0392b" stroke-dasharray="4 3"/>`);
    parts.push(`<line x1="${b.toFixed(1)}" y1="${M.top}" x2="${b.toFixed(1)}" y2="${M.top + ph}" stroke="#c0392b" stroke-dasharray="4 3"/>`);
    parts.push(`<path d="M${a.toFixed(1)},${M.top - 4} v-6 H${b.toFixed(1)} v6" fill="none" stroke="#c0392b"/>`);
    parts.push(`<text x="${((a + b) / 2).toFixed(1)}" y="${M.top - 13}" text-anchor="middle" font-size="12" fill="#c0392b">period ${period}</text>`);
    if (pre > 0) parts.push(`<text x="${(M.left + 4)}" y="${M.top + 12}" font-size="11" fill="#8a7a4a">pre-period ${pre}</text>`);
  }
  // axes and ticks
  parts.push(`<g stroke="#888" font-size="11" fill="#444">`);
  parts.push(`<line x1="${M.left}" y1="${M.top + ph}" x2="${M.left + pw}" y2="${M.top + ph}"/>`);
  parts.push(`<line x1="${M.left}" y1="${M.top}" x2="${M.left}" y2="${M.top + ph}"/>`);
  const ys = niceStep(maxV, 5);
  for (let v = 0; v <= maxV; v += ys) {
    parts.push(`<line x1="${M.left - 4}" y1="${y(v).toFixed(1)}" x2="${M.left}" y2="${y(v).toFixed(1)}"/>`);
    parts.push(`<text stroke="none" x="${M.left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${v}</text>`);
  }
  const xs = niceStep(Math.max(1, n - 1), 6);
  for (let i = 0; i < n; i += xs) {
    parts.push(`<line x1="${x(i).toFixed(1)}" y1="${M.top + ph}" x2="${x(i).toFixed(1)}" y2="${M.top + ph + 4}"/>`);
    parts.push(`<text stroke="none" x="${x(i).toFixed(1)}" y="${M.top + ph + 16}" text-anchor="middle">${i}</text>`);
  }
  parts.push(`<text stroke="none" x="${M.left + pw / 2}" y="${H - 4}" text-anchor="middle">${esc(opts.xLabel || "heap size n")}</text>`);
  parts.push(`</g>`);
  // the values
  if (n <= pw / 2) {
    const r = n <= 60 ? 3 : 2;
    parts.push(`<g fill="#2f6fd6">`);
    for (let i = 0; i < n; i++) {
      if (!Number.isFinite(nums[i])) continue;
      parts.push(`<circle cx="${x(i).toFixed(1)}" cy="${y(nums[i]).toFixed(1)}" r="${r}"/>`);
    }
    parts.push(`</g>`);
  } else {
    const cols = Math.floor(pw);
    let d = "";
    for (let c = 0; c < cols; c++) {
      const from = Math.floor((c / cols) * n);
      const to = Math.max(from + 1, Math.floor(((c + 1) / cols) * n));
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = from; i < to && i < n; i++) {
        if (nums[i] < lo) lo = nums[i];
        if (nums[i] > hi) hi = nums[i];
      }
      if (!Number.isFinite(lo)) continue;
      const cx = (M.left + c + 0.5).toFixed(1);
      d += `M${cx},${(y(lo) + 0.8).toFixed(1)}V${(y(hi) - 0.8).toFixed(1)}`;
    }
    parts.push(`<path d="${d}" stroke="#2f6fd6" stroke-width="1" fill="none"/>`);
  }
  parts.push(`</svg>`);
  return parts.join("");
}
