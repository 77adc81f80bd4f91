import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '@officefit/ui/testing';
import { missingKeys } from '@officefit/i18n';
import { BlockRenderer, cmsBlocksResources, type Block } from '../index';

const page: unknown[] = [
  {
    type: 'hero',
    heading: 'Gesund durch den Arbeitstag',
    text: 'Vier Übungen.',
    ctaLabel: 'Loslegen',
    ctaHref: '/for_you',
  },
  { type: 'text', heading: 'Warum', html: '<p>Gut <strong>für</strong> Sie</p><script>alert(1)</script>' },
  { type: 'features', heading: 'Vorteile', items: [{ title: 'Kurz', text: 'Fünf Minuten', icon: 'clock' }] },
  { type: 'testimonials', items: [{ quote: 'Toll!', name: 'Eva', role: 'HR' }] },
  {
    type: 'experts',
    heading: 'Experten',
    items: [{ name: 'Dr. Max Muster', role: 'Arzt', bio: 'Kennt sich aus.' }],
  },
  { type: 'team', heading: 'Team', members: [{ name: 'Jana Beispiel', role: 'Gründerin' }] },
  { type: 'faq', heading: 'Fragen', items: [{ question: 'Was kostet es?', answer: 'Wenig.' }] },
  { type: 'video', url: 'https://example.com' },
  { type: 'cta', heading: 'Jetzt testen', label: 'Kontakt', href: '#contact' },
  { type: 'contact_form', id: 'contact', heading: 'Kontakt', trial: true },
];

function renderBlocks(blocks: unknown[], props: Partial<Parameters<typeof BlockRenderer>[0]> = {}) {
  return renderWithTheme(
    <MemoryRouter>
      <BlockRenderer blocks={blocks} {...props} />
    </MemoryRouter>,
  );
}

test('renders one component per block type in order and skips unknown types', () => {
  const { container } = renderBlocks(page);
  const types = Array.from(container.querySelectorAll('[data-block]')).map((el) =>
    el.getAttribute('data-block'),
  );
  expect(types).toEqual([
    'hero',
    'text',
    'features',
    'testimonials',
    'experts',
    'team',
    'faq',
    'cta',
    'contact_form',
  ]);
});

test('the first hero is the page heading and the other blocks form the outline below it', () => {
  renderBlocks(page);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gesund durch den Arbeitstag');
  expect(screen.getByRole('heading', { level: 2, name: 'Vorteile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Kurz' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Loslegen' })).toHaveAttribute('href', '/for_you');
});

test('in the preview the outline starts one level lower and links do not navigate', () => {
  renderBlocks(page, { baseLevel: 2, preview: true });
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Gesund durch den Arbeitstag' })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Loslegen' });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
});

test('text HTML goes through the given sanitizer (the editor preview), else renders as the API sent it', () => {
  const seen: string[] = [];
  const strip = (html: string) => {
    seen.push(html);
    return html.replace(/<script>.*<\/script>/, '');
  };
  const { container, unmount } = renderBlocks([page[1]], { sanitizeHtml: strip });
  const html = container.querySelector('[data-block="text"] p')!.parentElement!.innerHTML;
  expect(seen).toEqual([(page[1] as { html: string }).html]);
  expect(html).toBe('<p>Gut <strong>für</strong> Sie</p>');
  unmount();
  // the API's HTML was sanitized by the server (backend/src/shared/html-sanitizer.ts)
  const served = renderBlocks([{ type: 'text', html: '<p>Gut <strong>für</strong> Sie</p>' }]).container;
  expect(served.querySelector('[data-block="text"] p')!.innerHTML).toBe('Gut <strong>für</strong> Sie');
});

test('the contact form block uses the given renderer, else shows a placeholder', () => {
  const block = page[9] as Block;
  const { unmount } = renderBlocks([block]);
  expect(screen.getByText(/Kontaktformular/)).toBeInTheDocument();
  unmount();
  renderBlocks([block], { renderContactForm: (b) => <form aria-label="Formular">{String(b.type)}</form> });
  const section = document.getElementById('contact')!;
  expect(within(section).getByRole('form', { name: 'Formular' })).toBeInTheDocument();
});

test('a button link to another host in site-path disguise is not a router link and has no href', () => {
  renderBlocks([
    { type: 'cta', heading: 'A', label: 'Schräg', href: '/\\evil.example/' },
    { type: 'cta', heading: 'B', label: 'Tab', href: '/\t/evil.example/' },
    { type: 'cta', heading: 'C', label: 'Preise', href: '/preise' },
  ]);
  expect(screen.getByText('Schräg').closest('a')).not.toHaveAttribute('href');
  expect(screen.getByText('Tab').closest('a')).not.toHaveAttribute('href');
  expect(screen.getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/preise');
});

test('a malformed block is left out instead of breaking the page', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderBlocks([
    { type: 'faq', items: 'not a list' },
    { type: 'cta', heading: 'Weiter', label: 'Los', href: '/faq' },
  ]);
  expect(screen.getByRole('heading', { name: 'Weiter' })).toBeInTheDocument();
  warn.mockRestore();
  error.mockRestore();
});

test('every text of the package exists in German and English', () => {
  expect(missingKeys(cmsBlocksResources.de, cmsBlocksResources.en)).toEqual([]);
});
