export { createTestDatabase, truncateAll, DATABASE_KINDS, type DatabaseKind } from './databases';
export { startCluster, type Cluster } from './postgres-cluster';
