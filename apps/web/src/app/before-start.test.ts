import { render } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED } from '@/lib/app-started';
import { beforeStart } from './before-start';
import { RouteError } from './layout/route-error';

function drawnPage(): {
  toggle: HTMLButtonElement;
  other: HTMLButtonElement;
  onTap: ReturnType<typeof vi.fn>;
} {
  document.body.innerHTML =
    '<div id="root"><button type="button" id="toggle">Filters</button>' +
    '<button type="button" id="other">Menu</button></div>';
  const onTap = vi.fn();
  // The app's own handler, as React's root listener would call it.
  document.getElementById('root')!.addEventListener('click', (event) => {
    onTap((event.target as Element).id);
  });
  return {
    toggle: document.getElementById('toggle') as HTMLButtonElement,
    other: document.getElementById('other') as HTMLButtonElement,
    onTap,
  };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-started');
  document.dispatchEvent(new Event(APP_STARTED));
  document.body.innerHTML = '';
});

describe('beforeStart', () => {
  it('holds a tap until the app has started, then does the last one once', () => {
    const { toggle, other, onTap } = drawnPage();
    beforeStart(APP_STARTED);
    toggle.click();
    other.click();
    toggle.click();
    expect(onTap).not.toHaveBeenCalled();

    document.documentElement.setAttribute('data-started', '');
    document.dispatchEvent(new Event(APP_STARTED));
    expect(onTap.mock.calls).toEqual([['toggle']]);

    // Started: taps go straight through.
    other.click();
    expect(onTap.mock.calls).toEqual([['toggle'], ['other']]);
  });

  it('drops a tap on what the app no longer shows', () => {
    const { toggle, onTap } = drawnPage();
    beforeStart(APP_STARTED);
    toggle.click();
    toggle.remove();
    document.dispatchEvent(new Event(APP_STARTED));
    expect(onTap).not.toHaveBeenCalled();
  });

  it("opens a form's results with the choices made, though the first render put them back", () => {
    document.body.innerHTML =
      '<div id="root"><form method="get" action="#results"><select name="location">' +
      '<option value="">All</option><option value="pune">Pune</option></select>' +
      '<input type="text" name="q" value=""><button type="submit">Apply</button></form></div>';
    beforeStart(APP_STARTED);
    const select = document.querySelector('select')!;
    select.value = 'pune';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The app hydrates and draws the field as it was (it has not started yet).
    select.value = '';
    document.querySelector('button')!.click();
    expect(window.location.hash).toBe('#results?location=pune');
  });

  it('opens the results with the choices made in a form the app has since drawn again', () => {
    const form =
      '<form method="get" action="#again"><select name="location">' +
      '<option value="">All</option><option value="pune">Pune</option></select>' +
      '<button type="submit">Apply</button></form>';
    document.body.innerHTML = `<div id="root">${form}</div>`;
    beforeStart(APP_STARTED);
    const select = document.querySelector('select')!;
    select.value = 'pune';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The app draws the page again (it has not started yet): the new form shows 'All'.
    document.getElementById('root')!.innerHTML = form;
    document.querySelector('button')!.click();
    expect(window.location.hash).toBe('#again?location=pune');
  });

  it('keeps a submit from a part of the app that has hydrated, and does it once, when it starts', () => {
    document.body.innerHTML =
      '<div id="root"><form method="post"><button type="submit">Send</button></form></div>';
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    // The app's own handler, as React's root listener would call it.
    document.getElementById('root')!.addEventListener('submit', onSubmit);
    beforeStart(APP_STARTED);
    document.querySelector('button')!.click();
    expect(onSubmit).not.toHaveBeenCalled();

    document.dispatchEvent(new Event(APP_STARTED));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives a choice to the field the app drew again in its place', () => {
    document.body.innerHTML =
      '<div id="root"><select name="sort"><option value="new">Newest</option>' +
      '<option value="low">Lowest rent</option></select></div>';
    beforeStart(APP_STARTED);
    const drawn = document.querySelector('select')!;
    drawn.value = 'low';
    drawn.dispatchEvent(new Event('change', { bubbles: true }));
    // The app draws the page again instead of adopting it.
    document.getElementById('root')!.innerHTML = drawn.outerHTML;
    const onChange = vi.fn();
    document.getElementById('root')!.addEventListener('change', (event) => {
      onChange((event.target as HTMLSelectElement).value);
    });
    document.dispatchEvent(new Event(APP_STARTED));
    expect(onChange.mock.calls).toEqual([['low']]);
  });

  it('does nothing once the app has started', () => {
    const { toggle, onTap } = drawnPage();
    document.documentElement.setAttribute('data-started', '');
    beforeStart(APP_STARTED);
    toggle.click();
    expect(onTap.mock.calls).toEqual([['toggle']]);
  });
});

describe('the app has started', () => {
  it('also when it shows only "Something went wrong", so its Reload button answers', () => {
    const { onTap } = drawnPage();
    beforeStart(APP_STARTED);
    const { getByRole } = render(createElement(MemoryRouter, null, createElement(RouteError)));
    expect(document.documentElement.hasAttribute('data-started')).toBe(true);
    document.getElementById('toggle')!.click();
    expect(onTap.mock.calls).toEqual([['toggle']]);
    expect(getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });
});
