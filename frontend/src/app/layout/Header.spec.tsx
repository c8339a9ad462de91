import { screen, within } from '@testing-library/react';
import { mockBff, renderAt, signedOut } from '../../test/render';
import { activeLabel } from './Header';

describe('header', () => {
  beforeEach(() => mockBff(signedOut));

  it('lists Home, About, Services, Testimonials, then the English language switcher beside the menu, with the logo linking to /', async () => {
    renderAt('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const texts = within(nav).getAllByRole('link').map((a) => a.textContent?.replace('▾', '').trim());
    expect(texts).toEqual(['Home', 'About', 'Services', 'Testimonials']);
    expect(screen.getByRole('img', { name: 'LexMitra Logo' }).closest('a')).toHaveAttribute('href', '/');
    // The globe item comes after the links, outside the phone's collapsible menu, English chosen.
    const language = screen.getByRole('combobox', { name: 'Site language' });
    expect(nav).not.toContainElement(language);
    expect(nav.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(language).toHaveDisplayValue('English');
    expect(within(language).getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'বাংলা', 'हिन्दी']);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('puts the active pill on Home for the root path and on nothing for other pages', () => {
    expect(activeLabel('/', '')).toBe('Home');
    expect(activeLabel('/home', '')).toBe('Home');
    expect(activeLabel('/', '#about')).toBe('About');
    expect(activeLabel('/pricing', '')).toBeNull();
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Services/ })).not.toHaveAttribute('aria-current');
  });
});
