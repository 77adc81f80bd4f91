// Value lists of the product (spec §3): they live in the workspace package @officefit/domain, shared with the
// frontends. Re-exported here so backend modules keep importing from shared/domain.
export * from '@officefit/domain';
