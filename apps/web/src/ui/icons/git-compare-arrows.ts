import { icon } from '@/ui/icon';

export default icon('git-compare-arrows');
