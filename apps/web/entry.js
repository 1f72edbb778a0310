import { normaliseSearchCity } from '/work/wt/webpublic/packages/domain/src/index.ts';
console.log(normaliseSearchCity('x'));
