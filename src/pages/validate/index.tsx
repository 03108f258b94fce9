import {toolPage} from '@site/src/components/ToolPage';
import ManualValidator from './_components/ManualValidator';

export default toolPage('validate', ManualValidator);
