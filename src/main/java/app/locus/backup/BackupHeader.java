package app.locus.backup;

import java.time.Instant;
import java.util.List;

import app.locus.base.vault.SealedSecret;

/**
 * What a backup says about itself before its rows: the Flyway schema version of the
 * database it was taken from, when, the sealed key check (see {@link KeyCheck}) and its
 * tables with their row counts.
 */
record BackupHeader(String schemaVersion, Instant takenAt, SealedSecret keyCheck, List<BackupTable> tables) {

	BackupHeader {
		tables = List.copyOf(tables);
	}

	long rows() {
		return tables.stream().mapToLong(BackupTable::rows).sum();
	}

}
