import { icon } from '@/ui/icon';

export default icon('triangle-exclamation-point');
