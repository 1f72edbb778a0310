/** What `@staylane/domain/testing` offers other packages' tests: sample wire values and builders. */
export * from './wire-fixtures';
export * from './rate-plans';
