const count: number = 'three';

document.body.textContent = String(count);
