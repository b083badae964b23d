import { storedColorModeGuardScript } from '@site/config/headScripts/storedColorMode';
import { THEME_STORAGE_KEY } from '@site/config/constants';

describe('stored colour mode', () => {
  it('the head script removes an unrecognised stored value and keeps valid ones', () => {
    const run = () => new Function(storedColorModeGuardScript(THEME_STORAGE_KEY))();
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    run();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
