import { InMemoryCache } from '@apollo/client';
import { possibleTypes, typePolicies } from './type-policies';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes, typePolicies });
}
