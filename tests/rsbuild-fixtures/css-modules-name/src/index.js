import styles from './App.module.css';

document.body.className = styles.title;
