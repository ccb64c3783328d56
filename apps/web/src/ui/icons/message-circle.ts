import { icon } from '@/ui/icon';

export default icon('message-circle');
