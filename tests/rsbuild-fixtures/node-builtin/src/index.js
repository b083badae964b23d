import path from 'path';

document.body.textContent = path.join('docs', 'guide');
