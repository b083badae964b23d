import styles from './App.module.css';

const apiUrl = process.env.PUBLIC_API_URL;

document.body.className = styles.title;
document.body.dataset.api = apiUrl;
