import type { CodeOperation } from './javaEndpoints.mjs';

export function restRoot(properties: string): string;
export function operationsOfCheckout(checkout: string): CodeOperation[];
export function operationsAtCommit(gitDir: string, commit: string): CodeOperation[];
export function projectVersion(pom: string): string | undefined;
export function releasesInChangelog(changelog: string): string[];
export function releaseCommits(gitDir: string, rev?: string): { version: string; commit: string; date: string }[];
export function headCommit(gitDir: string, rev?: string): string;
