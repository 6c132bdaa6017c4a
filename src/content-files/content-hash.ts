// The hash that names a file by its content (the search index's files and the site's own data
// files, issue 21): SHA-256 in base64url, which a name may carry as it is.
import { createHash } from 'node:crypto';

export const contentHash = (text: string) => createHash('sha256').update(text).digest('base64url');
