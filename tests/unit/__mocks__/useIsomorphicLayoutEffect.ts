// Like Docusaurus's: a layout effect in a browser, a plain effect where there is no DOM.
import { useEffect, useLayoutEffect } from 'react';

export default typeof document === 'undefined' ? useEffect : useLayoutEffect;
