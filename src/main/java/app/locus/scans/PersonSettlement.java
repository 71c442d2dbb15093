package app.locus.scans;

import app.locus.base.UserId;
import org.jspecify.annotations.Nullable;

/**
 * How a person settled a spend whose outcome was unknown: {@code COMPLETE} with the
 * report it made, or {@code WRITTEN_OFF} with a note.
 */
public record PersonSettlement(SubmissionStatus status, @Nullable String reportKey, @Nullable String note, UserId by) {

	public static PersonSettlement found(String reportKey, UserId by) {
		return new PersonSettlement(SubmissionStatus.COMPLETE, reportKey, null, by);
	}

	public static PersonSettlement writtenOff(String note, UserId by) {
		return new PersonSettlement(SubmissionStatus.WRITTEN_OFF, null, note, by);
	}

}
