package app.locus.aivisibility;

import java.time.LocalDate;

import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;

/**
 * One stored AI scan's counts, as the page reads them.
 *
 * @param answered points where the engine answered
 * @param named points whose answer named the client
 * @param positionSum the client's positions added up where it was named
 */
public record AnsweredScan(String reportKey, String placeId, @Nullable String locationName, String keyword,
		Platform platform, int gridSize, LocalDate date, int points, int answered, int named, int positionSum) {

	Share.Count count() {
		return new Share.Count(named, points);
	}

}
