import {toolPage} from '@site/src/components/ToolPage';
import Studio from './_components/Studio';

export default toolPage('studio', Studio);
