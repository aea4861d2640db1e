// Numberland's build of `pixi.js`, for the end screen's celebration: what @pixi/react and the
// celebration import, and the side effects of pixi's own entry (lib/index.mjs) that they need.
// Left out: the browser environment pixi would load at Application.init (events, accessibility,
// DOM, filters, spritesheets; the celebration is not interactive and draws only Graphics), and
// the WebGPU renderer (pixi-build.ts). A name missing here fails the build, never the browser.

import 'pixi.js/lib/rendering/init.mjs';

export { Application } from 'pixi.js/lib/app/Application.mjs';
export { extensions } from 'pixi.js/lib/extensions/Extensions.mjs';
export { Filter } from 'pixi.js/lib/filters/Filter.mjs';
export { Container } from 'pixi.js/lib/scene/container/Container.mjs';
export { Graphics } from 'pixi.js/lib/scene/graphics/shared/Graphics.mjs';
export { GraphicsContext } from 'pixi.js/lib/scene/graphics/shared/GraphicsContext.mjs';
export { TextStyle } from 'pixi.js/lib/scene/text/TextStyle.mjs';
