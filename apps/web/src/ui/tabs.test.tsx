import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const items = ['One', 'Two', 'Three', 'Four'].map((label) => ({ value: label.toLowerCase(), label, content: <p>{label} panel</p> }));

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <Tabs items={items} value={value} onValueChange={setValue} label="Sections" />;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Tabs on a narrow screen', () => {
  it('scrolls the tab list (not the page) so that the selected tab is in view', () => {
    // A 200 px wide list; each tab 100 px wide, laid out one after another.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('role') === 'tablist') return DOMRect.fromRect({ x: 0, width: 200, height: 40 });
      const i = items.findIndex((t) => t.label === this.textContent);
      const list = this.parentElement!;
      return DOMRect.fromRect({ x: i * 100 - list.scrollLeft, width: 100, height: 40 });
    });
    render(<Harness initial="four" />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    // Four spans 300-400: the list scrolls right by 200 plus a little room.
    expect(list.scrollLeft).toBe(224);
    expect(screen.getByRole('tab', { name: 'Four' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'One' }));
    // Back to the start (a browser clamps the 24 px of room at 0; jsdom does not).
    expect(Math.max(0, list.scrollLeft)).toBe(0);
  });
});

describe('Tabs from the keyboard', () => {
  it('move with the arrow keys (wrapping), Home and End, taking focus along', () => {
    render(<Harness initial="one" />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Four').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Four'));
    fireEvent.keyDown(tab('Four'), { key: 'ArrowRight' });
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('One'), { key: 'End' });
    expect(tab('Four').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Four'), { key: 'Home' });
    expect(screen.getByText('One panel')).toBeTruthy();
  });
});
