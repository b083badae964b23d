import { fireEvent, render, screen } from '@testing-library/react';
import ColorModeToggle from '@site/src/theme/ColorModeToggle';

// The mode on screen, and the stored choice (null: none yet, the system preference decides).
let mockColorMode: 'light' | 'dark' = 'light';
let mockChoice: 'light' | 'dark' | null = null;
jest.mock('@docusaurus/theme-common', () => ({
  useColorMode: () => ({ colorMode: mockColorMode, colorModeChoice: mockChoice }),
}));

interface StockProps {
  className?: string;
  value: 'light' | 'dark' | null;
  respectPrefersColorScheme: boolean;
  onChange: (mode: 'light' | 'dark' | null) => void;
}

// The stock toggle shows `value` and, when clicked, passes on the next mode; these tests read what it is given.
jest.mock(
  '@theme-original/ColorModeToggle',
  () => ({
    __esModule: true,
    default: function StockToggle({ className, value, respectPrefersColorScheme, onChange }: StockProps) {
      return (
        <button type="button" className={className} onClick={() => onChange('dark')}>
          {`${String(value)} ${respectPrefersColorScheme ? 'three-state' : 'two-state'}`}
        </button>
      );
    },
  }),
  { virtual: true },
);

describe('ColorModeToggle (wrapped)', () => {
  it('gives the stock toggle the mode on screen before any choice, and two states only', () => {
    mockColorMode = 'dark';
    mockChoice = null;
    render(<ColorModeToggle value={null} respectPrefersColorScheme onChange={() => {}} className="x" />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('dark two-state');
    expect(button).toHaveClass('x');
  });

  it('follows the mode on screen after a choice, and passes the new mode to the caller', () => {
    mockColorMode = 'light';
    mockChoice = 'light';
    const onChange = jest.fn();
    render(<ColorModeToggle value="light" respectPrefersColorScheme onChange={onChange} />);
    expect(screen.getByRole('button')).toHaveTextContent('light two-state');
    fireEvent.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledWith('dark');
  });
});
