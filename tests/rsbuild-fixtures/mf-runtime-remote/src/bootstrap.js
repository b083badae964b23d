import('shop/Cart').then(({ default: Cart }) => Cart(document.body));
