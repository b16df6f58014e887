// Tests read the copy a borrower reads, in English: the catalog is installed before any test file loads.
import raw from 'virtual:content/en';
import { installCatalog } from '../../src/content/catalog';

installCatalog(raw);
