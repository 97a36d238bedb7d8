// Recent inputs: kept in localStorage (when the browser allows it), newest first, one entry per
// (mode, input). Arrow keys walk the entries of the current mode.
const KEY = "cgt-history";
const MAX = 30;

export class InputHistory {
  constructor() {
    this.entries = [];
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) || "[]");
      if (Array.isArray(saved)) this.entries = saved.filter((e) => e && typeof e.mode === "string" && typeof e.input === "string");
    } catch (e) {
      this.entries = [];
    }
    this.resetWalk();
  }

  add(mode, input) {
    if (input.trim() === "") return;
    this.entries = [{ mode: mode, input: input }].concat(
      this.entries.filter((e) => !(e.mode === mode && e.input === input))).slice(0, MAX);
    try { localStorage.setItem(KEY, JSON.stringify(this.entries)); } catch (e) { /* private mode */ }
    this.resetWalk();
  }

  resetWalk() {
    this.walk = -1;
    this.draft = null;
  }

  // direction -1: older (arrow up), +1: newer (arrow down). Returns the text to show, or null.
  step(mode, current, direction) {
    const list = this.entries.filter((e) => e.mode === mode).map((e) => e.input);
    if (list.length === 0) return null;
    if (this.walk === -1) this.draft = current;
    const next = this.walk + (direction < 0 ? 1 : -1);
    if (next >= list.length) return null;
    if (next < 0) {
      this.walk = -1;
      return this.draft === null ? "" : this.draft;
    }
    this.walk = next;
    return list[next];
  }
}
