import type { ServiceReading } from './javaEndpoints.mjs';

export function restRoot(properties: string): string;
export function readCheckout(checkout: string): ServiceReading;
export function readCommit(gitDir: string, commit: string): ServiceReading;
export function projectVersion(pom: string): string | undefined;
export function releasesInChangelog(changelog: string): string[];
export function releaseCommits(gitDir: string, rev?: string): { version: string; commit: string; date: string }[];
export function headCommit(gitDir: string, rev?: string): string;
