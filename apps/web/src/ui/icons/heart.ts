import { icon } from '@/ui/icon';

export default icon('heart');
