// Making elements without React, for the first-paint script: the script is a few kB and runs
// before any module, so it writes the same markup as the app's components by hand.

type Child = Node | string;

export function element(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

const SVG = 'http://www.w3.org/2000/svg';

export function svgElement(
  tag: string,
  attributes: Record<string, string>,
  ...children: Child[]
): SVGElement {
  const made = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}
