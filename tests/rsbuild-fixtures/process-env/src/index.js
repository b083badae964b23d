document.body.dataset.api = process.env.API_URL;
