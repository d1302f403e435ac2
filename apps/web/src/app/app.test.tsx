import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('names the seven cities', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'RoomSetu' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });
});
