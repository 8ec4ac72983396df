import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';

const shapes = (svg: Element) =>
  [...svg.children].map((shape) => [
    shape.tagName.toLowerCase(),
    Object.fromEntries([...shape.attributes].map((attribute) => [attribute.name, attribute.value])),
  ]);

describe('BrandMark', () => {
  it('draws the favicon, hidden from assistive technology', () => {
    const file = path.join(__dirname, '../../../public/favicon.svg');
    const favicon = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'image/svg+xml').documentElement;
    const { container } = render(<BrandMark size={32} />);
    const mark = container.querySelector('svg')!;
    expect(mark.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'));
    expect(shapes(mark)).toEqual(shapes(favicon));
    expect(shapes(mark)).toHaveLength(2);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });
});
