import './layers.css';
import './library.css';
import './app.css';
