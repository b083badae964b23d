/**
 * @jest-environment node
 */
import { resolvePageType } from '@site/src/lib/pageType';
import { hiddenClassNames, hiddenComponents } from '@site/src/lib/componentSwitches';

describe('resolvePageType', () => {
  it.each(['home', 'doc', 'custom', 'blank', 'overview'])('keeps %s', (type) => {
    expect(resolvePageType(type)).toBe(type);
  });

  it('falls back to doc for missing or unknown values', () => {
    expect(resolvePageType(undefined)).toBe('doc');
    expect(resolvePageType('landing')).toBe('doc');
  });
});

describe('hiddenComponents', () => {
  it('hides what the query string switches off with 0', () => {
    expect(hiddenComponents({}, '?navbar=0&sidebar=0&outline=1')).toEqual(['navbar', 'sidebar']);
    expect(hiddenComponents({}, '?outline=0&footer=0')).toEqual(['outline', 'footer']);
  });

  it('hides what front matter sets to false', () => {
    expect(hiddenComponents({ footer: false, outline: true }, '')).toEqual(['footer']);
  });

  it('turns the list into html class names', () => {
    expect(hiddenClassNames(['navbar', 'footer'])).toBe('hide-navbar hide-footer');
  });
});
