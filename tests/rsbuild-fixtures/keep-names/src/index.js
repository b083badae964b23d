class ShoppingCart {
  items = [];
}

function formatPrice(cents) {
  return (cents / 100).toFixed(2);
}

document.body.dataset.names = [new ShoppingCart().constructor.name, formatPrice.name].join(',');
