export function Button(label) {
  const button = document.createElement('button');
  button.className = 'ui-button';
  button.textContent = label;
  return button;
}
