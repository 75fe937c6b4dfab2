// Its own module so that the lazy import names only the container, not the whole package.
export { Notifications as default } from '@mantine/notifications';
