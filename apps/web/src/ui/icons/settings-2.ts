import { icon } from '@/ui/icon';

export default icon('settings-2');
