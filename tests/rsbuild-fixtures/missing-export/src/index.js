// Imports a name that ./utils does not export (guide/faq/exceptions).
import { foo } from './utils';

console.log('foo is', foo);
