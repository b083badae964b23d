import './layers.css';
import './app.css';
import './library.css';
