import { isBlank } from '../shared/isBlank';
import { isRequired } from '../shared/isRequired';
import { defineValidator } from './defineValidator';
import type { TextValue } from './Validator';

// Optional scheme, optional www., one or more dot-separated labels, a 2+ letter top-level domain, optional path.
const WEBSITE = /^(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

// Website: optional; when given it must look like a web address ("example.com", "https://www.example.com/shop").
export const validateWebsite = defineValidator(['enterWebsite', 'invalidWebsite'], (value: TextValue, ctx, raise) => {
  if (isBlank(value)) return isRequired(ctx, false) ? raise('enterWebsite') : null;
  return WEBSITE.test(value.trim()) ? null : raise('invalidWebsite');
});
