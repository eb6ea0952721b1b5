export { JobRunner, type JobHandler, type QueueOptions, type SendOptions } from './runner';
export { jobsPlugin } from './plugin';
