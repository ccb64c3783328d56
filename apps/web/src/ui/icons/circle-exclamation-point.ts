import { icon } from '@/ui/icon';

export default icon('circle-exclamation-point');
