/**
 * Renders every demo picture and its width variants into the cache (demo-image-cache.ts): run
 * by the server's build, so servers started from the build, the browser tests' among them,
 * never render or resize one.
 */
import { renderDemoImages } from './demo-images.js';

const { fronts, rooms } = await renderDemoImages();
console.log(`demo pictures ready: ${fronts.length + rooms.length}`);
