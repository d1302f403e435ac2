import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayBarChart } from './day-bar-chart';

const days = [
  { date: '2026-11-01', value: 0 },
  { date: '2026-11-02', value: 1 },
  { date: '2026-11-03', value: 4 },
];

describe('DayBarChart', () => {
  it('shows its scale (0 to the busiest day) and the first and last days', () => {
    render(<DayBarChart label="Views per day" unit="view" days={days} />);
    const scale = screen.getByTestId('chart-scale');
    expect(scale.textContent).toBe('40');
    expect(within(screen.getByTestId('chart-days')).getByText('1 Nov')).toBeTruthy();
    expect(within(screen.getByTestId('chart-days')).getByText('3 Nov')).toBeTruthy();
  });

  it('reads out each day with its count in the right number', () => {
    render(<DayBarChart label="Inquiries per day" unit="inquiry" units="inquiries" days={days} />);
    const list = screen.getByRole('list', { name: 'Inquiries per day' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 Nov: 0 inquiries', '2 Nov: 1 inquiry', '3 Nov: 4 inquiries']);
  });
});
