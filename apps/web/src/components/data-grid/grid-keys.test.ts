import { describe, expect, it } from 'vitest';
import { opensRowMenu, returnFocusOnEscape, rowMenuButton } from './grid-keys';

const key = (k: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('opensRowMenu', () => {
  it('opens on the Menu key, Shift+F10 and a bare Enter', () => {
    expect(opensRowMenu(key('ContextMenu'))).toBe(true);
    expect(opensRowMenu(key('F10', { shiftKey: true }))).toBe(true);
    expect(opensRowMenu(key('Enter'))).toBe(true);
  });

  it('leaves other keys and modified ones to the grid and the browser', () => {
    expect(opensRowMenu(key('F10'))).toBe(false);
    expect(opensRowMenu(key('Enter', { shiftKey: true }))).toBe(false);
    expect(opensRowMenu(key('Enter', { ctrlKey: true }))).toBe(false);
    expect(opensRowMenu(key('ContextMenu', { altKey: true }))).toBe(false);
    expect(opensRowMenu(key(' '))).toBe(false);
    expect(opensRowMenu(key('ArrowDown'))).toBe(false);
  });
});

describe('rowMenuButton', () => {
  const row = (actions: string) => {
    const el = document.createElement('div');
    el.className = 'ag-row';
    el.innerHTML = `<div class="ag-cell nms-actions-cell">${actions}</div><div class="ag-cell" id="name">A</div>`;
    return el;
  };

  it("finds the row's actions menu button from any of its cells", () => {
    const r = row('<button aria-haspopup="menu" aria-label="Actions for A">...</button>');
    expect(rowMenuButton(r.querySelector('#name')!)?.getAttribute('aria-label')).toBe('Actions for A');
  });

  it("finds a button that opts in as the row's action (a details button)", () => {
    const r = row('<button data-row-action aria-label="Details of A">i</button>');
    expect(rowMenuButton(r.querySelector('#name')!)?.getAttribute('aria-label')).toBe('Details of A');
  });

  it('never a button that acts at once (a delete toggle), a disabled one, or none at all', () => {
    expect(rowMenuButton(row('<button aria-label="Delete A">x</button>').querySelector('#name')!)).toBeNull();
    expect(rowMenuButton(row('<button aria-haspopup="menu" disabled>...</button>').querySelector('#name')!)).toBeNull();
    expect(rowMenuButton(row('').querySelector('#name')!)).toBeNull();
  });
});

describe('returnFocusOnEscape', () => {
  const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hands the focus back once, after Escape, and not before', async () => {
    let calls = 0;
    returnFocusOnEscape(() => calls++);
    press('ArrowDown');
    await settle();
    expect(calls).toBe(0);
    press('Escape');
    await settle();
    expect(calls).toBe(1);
    press('Escape');
    await settle();
    expect(calls).toBe(1);
  });

  it('stops watching when an item is run or the menu is left another way', async () => {
    for (const leave of [() => press('Enter'), () => press('Tab'), () => document.dispatchEvent(new Event('pointerdown'))]) {
      let calls = 0;
      returnFocusOnEscape(() => calls++);
      leave();
      press('Escape');
      await settle();
      expect(calls).toBe(0);
    }
  });
});
