// API tests run with NODE_ENV=test: cheaper password hashing, quiet logs.
process.env.NODE_ENV = 'test';
