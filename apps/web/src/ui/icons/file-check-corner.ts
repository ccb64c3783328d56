import { icon } from '@/ui/icon';

export default icon('file-check-corner');
