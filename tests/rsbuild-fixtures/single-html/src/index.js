import './index.css';

export function greeting(personName) {
  const message = `Hello, ${personName}!`;
  return message;
}

document.body.textContent = greeting('reader');
