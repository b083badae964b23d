document.body.dataset.page = 'rsbuild';
