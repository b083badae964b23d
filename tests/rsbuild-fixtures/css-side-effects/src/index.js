import { Button } from '../ui-lib';
import '../ui-lib/button/style';

document.body.append(Button('Save'));
